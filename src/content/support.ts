import type { SupportContent } from './types'

export const support: SupportContent = {
  title: 'Help and support',
  intro:
    'Stuck on something? Most answers are below, grouped by topic. If you cannot find what you need, email us and a real person will reply within one working day.',
  faqs: [
    {
      topic: 'Signing in',
      items: [
        {
          question: 'How does my child sign in?',
          answer:
            'Children sign in with the username and password that you chose when you created their account. They do not need an email address. On the login page, they choose the student option and type their username, not their name.',
        },
        {
          question: 'I forgot my password. What do I do?',
          answer:
            'On the login page, choose ‘Forgot password’ and enter your email address. We will email you a link to set a new password. The link works once and expires after a short time, so use it soon.',
        },
        {
          question: 'My child forgot their password.',
          answer:
            'Sign in to your parent account, open your child’s Manage page and set a new password for them. If the account was created by a school, ask your child’s teacher to reset it.',
        },
        {
          question: 'What is a magic link?',
          answer:
            'A magic link lets you sign in without a password. Enter your email address on the magic link page, and we will email you a link that signs you in when you open it. The link works only once and expires after a short time.',
        },
        {
          question: 'How do I sign in with a one-time code?',
          answer:
            'Parents can sign in with their mobile number. Enter your number, and we will send a one-time code by SMS. Type the code into the login page to sign in. Each code works once and expires after a few minutes.',
        },
        {
          question: 'The magic link or code is not arriving.',
          answer:
            'Check your spam or junk folder, and make sure you typed the email address or phone number correctly. Wait a minute before asking for a new one, because only the newest link or code works. If it still does not arrive, email us.',
        },
      ],
    },
    {
      topic: 'Parents and child accounts',
      items: [
        {
          question: 'How do I create an account for my child?',
          answer:
            'Sign in to your parent account and choose ‘Add a child’ on your dashboard. Enter your child’s name, academic level and a username and password for them. You can add more than one child, and each child gets their own account.',
        },
        {
          question: 'My child already has an account from school. Can I link it?',
          answer:
            'Yes. On your dashboard, choose to link an existing account and enter your child’s username and password. Once it is linked, you can see their progress and buy subscriptions for them.',
        },
        {
          question: 'How do I see my child’s progress?',
          answer:
            'Your dashboard shows each child’s XP, streaks, recent practice and scores. The hardest-questions report shows the questions your child found most difficult, so you know where to help.',
        },
        {
          question: 'How do I change my child’s level when they move up a year?',
          answer:
            'Open your child’s Manage page and change their academic level, for example from Primary 5 to Primary 6. Their XP, badges and past work are kept. Any subscription stays linked to the course you bought.',
        },
        {
          question: 'Can two children share one account?',
          answer:
            'Please don’t. Each child needs their own account so that marking, progress and reports are about them. Adding a second child is free, and you can start them on Lite.',
        },
      ],
    },
    {
      topic: 'Subscriptions and billing',
      items: [
        {
          question: 'How do subscriptions work?',
          answer:
            'Each subscription is for one child and one course, for example Primary 6 Maths. You can pay monthly or yearly, and it renews automatically until you cancel. You can add several subscriptions to your cart and pay once.',
        },
        {
          question: 'How do I cancel?',
          answer:
            'Go to your parent dashboard, find the subscription and choose Cancel. Your child keeps full access until the end of the period you have paid for, and you will not be charged again. After that, they move to Lite and keep all their progress.',
        },
        {
          question: 'Can I undo a cancellation?',
          answer:
            'Yes. Until the paid period ends, you can choose Resume on the same subscription, and it will carry on renewing as before. If the period has already ended, just buy a new subscription.',
        },
        {
          question: 'Can I get a refund?',
          answer:
            'If it is your first purchase for that child, email us within 14 days of paying for a full refund. We do not refund renewals or unused time after 14 days, but you can cancel and keep access until the end of the period. If we ever charge you by mistake, we will refund you in full.',
        },
        {
          question: 'How do I use an activation code?',
          answer:
            'Sign in as a parent, go to the redeem page and enter the code. Choose which child it is for, and the courses in the code are added to that child straight away. Each code can usually be used only once.',
        },
        {
          question: 'Can I get a receipt?',
          answer:
            'We email a receipt to your account email address after every payment. If you need a copy, email us with the date of the payment and we will send it again.',
        },
      ],
    },
    {
      topic: 'Practice and AI marking',
      items: [
        {
          question: 'How does AI marking work?',
          answer:
            'When your child submits an answer, Lantern’s AI checks it against the question and the expected method. It then explains each step, showing where the working went right and where it went wrong. Explanations appear as they are written, so your child does not wait long.',
        },
        {
          question: 'The marking looks wrong. What should I do?',
          answer:
            'AI marking is helpful, but it can make mistakes. Use the report button on the question and tell us briefly what looks wrong. Our team checks every report, and we fix the question or marking if needed.',
        },
        {
          question: 'What are hearts in Lite?',
          answer:
            'In Lite, the free tier, your child has a set number of hearts. A wrong answer uses one heart. When the hearts run out, practice pauses until they refill. A subscription removes the heart limit for that course.',
        },
        {
          question: 'How do streaks work?',
          answer:
            'A streak counts the days in a row that your child practises. Finishing at least one practice in a day keeps the streak going. If a day is missed, the streak starts again, but XP, badges and stickers are never lost.',
        },
        {
          question: 'How does oral practice work?',
          answer:
            'For oral questions, your child presses the record button and speaks their answer. Lantern scores the recording and gives feedback. The microphone is used only while recording, and your browser will ask for permission first.',
        },
      ],
    },
    {
      topic: 'Teachers and schools',
      items: [
        {
          question: 'How do I get a teacher account?',
          answer:
            'If your school already uses Lantern, your school’s Lantern administrator can create your account. If not, email us from your school email address, and we will help you get started.',
        },
        {
          question: 'How do I assign work to my class?',
          answer:
            'Open your class, choose a worksheet or lesson and assign it with a start date and a due date. You can assign it to the whole class or to selected students. You can also reassign a worksheet later with new dates.',
        },
        {
          question: 'Can I create my own worksheets?',
          answer:
            'Yes. You can build a worksheet from our question bank, or ask Lantern to generate questions for a topic and level. Check AI-generated questions before you assign them, and edit anything that does not suit your class.',
        },
        {
          question: 'What reports can I see?',
          answer:
            'Class reports show how your class did on each assignment and which questions were hardest. Student reports show one student’s progress over time. You see only students in the classes you teach.',
        },
        {
          question: 'How do students in my school get access?',
          answer:
            'School administrators can create student accounts in bulk and give out activation codes. Students then sign in with a username. Contact us to set up your school.',
        },
      ],
    },
    {
      topic: 'Privacy and data',
      items: [
        {
          question: 'How do I export my child’s data?',
          answer:
            'Open your child’s Manage page and choose Export data. You will get a file with their answers, progress and chat history. You can also email privacy@lantern.test and we will send it to you.',
        },
        {
          question: 'How do I delete my child’s account and data?',
          answer:
            'Open your child’s Manage page and choose Delete account. We remove the data from our live systems within 30 days, and from backups within 90 days. This cannot be undone, so export anything you want to keep first.',
        },
        {
          question: 'Are there ads or trackers in Lantern?',
          answer:
            'No. There is no advertising anywhere in Lantern, and we do not use advertising cookies or third-party trackers. We never sell children’s data.',
        },
        {
          question: 'Is my child’s work sent to an AI company?',
          answer:
            'To mark answers and run the tutor, we may send the question and your child’s answer or message to an AI model provider. We never send names, usernames or email addresses, and providers may not use the data to train their models. Our Privacy Policy explains this in full.',
        },
        {
          question: 'Who can see my child’s work?',
          answer:
            'Your child, you, and your child’s teachers for the classes they teach. School administrators can see students in their school. A few Lantern staff can see data when needed to help you, and that access is logged.',
        },
      ],
    },
  ],
  contact: {
    heading: 'Still need help?',
    text: 'Email our support team and tell us what happened, which account it is about (the username for a child), and what device you are using. Screenshots help. Please never send us a password.',
    email: 'support@lantern.test',
    responseTime: 'We reply within one working day.',
  },
}
