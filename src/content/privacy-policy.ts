import type { LegalDocument } from './types'

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary:
    'Lantern is a learning app for children. We collect only what we need to teach, mark and show progress. We never show ads, never sell data and never use trackers from advertisers. A parent or school sets up every child’s account, and a parent can see, download or delete their child’s data at any time. When we use an AI service to mark an answer, we send only the answer and the question, never your child’s name or email, and the AI company may not use it to train its models.',
  updated: '21 November 2026',
  sections: [
    {
      id: 'who-we-are',
      heading: 'Who we are',
      blocks: [
        {
          kind: 'p',
          text: 'Lantern is run by Lantern Learning Pte. Ltd., a company registered in Singapore. In this policy, ‘we’, ‘us’ and ‘our’ mean Lantern Learning Pte. Ltd. ‘You’ means anyone who uses Lantern: a student, a parent, a teacher or a school.',
        },
        {
          kind: 'p',
          text: 'We are responsible for the personal data described here. If you have a question about it, write to privacy@lantern.test. A real person on our team will read your message.',
        },
        {
          kind: 'p',
          text: 'When a school uses Lantern for its classes, the school decides how its pupils use the app. In that case we handle the data on behalf of the school and follow its instructions, as well as this policy.',
        },
      ],
    },
    {
      id: 'what-we-collect',
      heading: 'What we collect',
      blocks: [
        {
          kind: 'p',
          text: 'We collect different things for each kind of account. We do not ask for more than we need.',
        },
        { kind: 'p', text: 'For children (students), we collect:' },
        {
          kind: 'list',
          items: [
            'Their name, so the app and their teacher can greet them properly.',
            'A username. Children sign in with a username, not an email address.',
            'Their academic level, for example Primary 5, so we show the right questions.',
            'Their answers to questions, worksheets, quizzes and mock exams.',
            'Recordings of spoken answers, but only when they use oral practice and press the record button.',
            'Messages they write to the AI tutor, and the tutor’s replies.',
            'Their progress: XP, levels, streaks, hearts, badges, stickers and scores.',
            'Short check-in answers, for example how confident they feel about a topic, if they choose to answer.',
            'Settings such as their preferred language and whether background music is on.',
          ],
        },
        { kind: 'p', text: 'For parents, we collect:' },
        {
          kind: 'list',
          items: [
            'Your name and email address.',
            'Your mobile phone number, if you choose to sign in with a one-time code sent by SMS.',
            'The child accounts you create or link, and the subscriptions and activation codes you use for them.',
            'A record of your purchases: what you bought, when and for how much.',
          ],
        },
        {
          kind: 'p',
          text: 'Payments are handled by our card payment processor, not by us. You type your card details into the processor’s secure page. We never see or store your full card number. We only receive a note that the payment worked, the type of card and its last four digits.',
        },
        { kind: 'p', text: 'For teachers and school staff, we collect:' },
        {
          kind: 'list',
          items: [
            'Your name, email address and school.',
            'The classes you manage and the students in them.',
            'The lessons, worksheets and assignments you create, and the feedback you give.',
          ],
        },
        { kind: 'p', text: 'For everyone, we also collect some technical information:' },
        {
          kind: 'list',
          items: [
            'When you sign in and which pages of Lantern you use.',
            'The type of device and browser, so we can fix problems that only happen on some devices.',
            'Error reports when something goes wrong.',
          ],
        },
      ],
    },
    {
      id: 'why-we-use-it',
      heading: 'Why we use it',
      blocks: [
        { kind: 'p', text: 'We use personal data only to run Lantern and to keep it safe. That means:' },
        {
          kind: 'list',
          items: [
            'To create accounts and let you sign in.',
            'To show each child the right questions for their level and subjects.',
            'To mark answers and explain each step.',
            'To let the AI tutor answer questions and help with homework.',
            'To show progress to the child, their parent and their teacher.',
            'To take payments, renew subscriptions and send receipts.',
            'To answer your messages when you contact support.',
            'To find and fix bugs, and to make lessons and explanations clearer.',
            'To protect accounts from misuse and to keep children safe.',
            'To meet our legal duties, for example keeping tax records.',
          ],
        },
        {
          kind: 'p',
          text: 'We send parents and teachers emails about their account, such as receipts, password resets and important changes to the service. We only send marketing emails to adults who have said yes. You can say no at any time using the link in the email. We never send marketing to children.',
        },
      ],
    },
    {
      id: 'childrens-data',
      heading: 'Your child’s data',
      blocks: [
        {
          kind: 'p',
          text: 'Most people who use Lantern are children aged 9 to 12. We have designed the app with that in mind.',
        },
        {
          kind: 'list',
          items: [
            'Children under 13 cannot sign up on their own. Their account is created by a parent or by their school.',
            'A child signs in with a username and password. We do not need a child’s email address or phone number.',
            'There is no advertising anywhere in Lantern.',
            'There are no third-party trackers and no advertising cookies.',
            'We do not sell children’s data, rent it or share it for marketing.',
            'We do not build profiles of children for any purpose other than their learning.',
          ],
        },
        {
          kind: 'p',
          text: 'A child’s answers are used only to mark them, to explain them and to show progress to the child, their parent and their teacher. We also look at answers in bulk, without names, to spot questions that many children find confusing, so we can make them clearer.',
        },
        {
          kind: 'p',
          text: 'Weekly leaderboards show other students of the same level a child’s first name, the first letter of their last name, their level and the points they earned that week. They never show a full name, a username, an email address or a school, and children cannot message each other.',
        },
        {
          kind: 'p',
          text: 'The AI tutor has safety checks. If a message is flagged, for example because it suggests a child may be upset or at risk, a trained member of our team may read it. If we believe a child may be in danger, we will contact their parent, and their school if the account belongs to one.',
        },
      ],
    },
    {
      id: 'ai-processing',
      heading: 'How we use AI',
      blocks: [
        {
          kind: 'p',
          text: 'Lantern uses AI models to mark answers, write step-by-step explanations, score spoken answers and reply in the tutor chat. To do this, we may send some data to an AI model provider, which is a company that runs these models for us.',
        },
        {
          kind: 'list',
          items: [
            'We send only what the model needs: the question, your child’s answer or message, their level, and the recent messages in the same chat.',
            'We never send names, usernames, email addresses, phone numbers or school names.',
            'For oral practice, we send the recording or a written version of it, and nothing that identifies your child.',
            'Our contracts do not allow AI providers to use this data to train their models.',
            'Providers must delete the data once they have returned the result, or within a short period set out in our contract.',
          ],
        },
        {
          kind: 'p',
          text: 'Lantern can also run without any outside AI provider. In that setup, marking and explanations come from our own systems, and no answers leave our service for AI processing. Schools that need this can ask us about it.',
        },
        {
          kind: 'note',
          text: 'AI marking is helpful, but it can make mistakes. A child, parent or teacher can report any question or mark that looks wrong, and our team will check it.',
        },
      ],
    },
    {
      id: 'who-sees-what',
      heading: 'Who can see what',
      blocks: [
        {
          kind: 'list',
          items: [
            'A child sees their own work, progress and chat history.',
            'A parent sees the work, progress, reports and chat history of their own children, and nobody else’s.',
            'A teacher sees the work and progress of students in the classes they teach.',
            'A school administrator sees the classes, teachers and students in their own school.',
            'A small number of Lantern staff can see account data when they need to, for example to answer a support request or check a reported question. Their access is limited and logged.',
          ],
        },
        {
          kind: 'p',
          text: 'We also use a few trusted companies to run Lantern: a hosting provider that stores our data, the card payment processor, an email and SMS service for sign-in codes and receipts, and AI model providers. They may use the data only to provide their service to us. We check that they protect it properly.',
        },
        {
          kind: 'p',
          text: 'We will share data with the police or other authorities only when the law requires it, or when it is needed to protect a child from serious harm.',
        },
      ],
    },
    {
      id: 'storage-security',
      heading: 'Where we store data and how we protect it',
      blocks: [
        {
          kind: 'p',
          text: 'We store data on secure servers. Some of our service providers may handle data outside Singapore. When that happens, we make sure it is protected to a standard at least as good as Singapore law requires.',
        },
        {
          kind: 'list',
          items: [
            'All data sent between your device and Lantern is encrypted (HTTPS).',
            'Passwords are never stored as plain text. We store them using argon2id, a strong one-way method, so even we cannot read them.',
            'When you sign in, you get an access token. Tokens can be revoked, so signing out or changing a password ends the old session.',
            'Magic links and one-time codes expire quickly and work only once.',
            'Only staff who need access get it, and we keep a record of that access.',
          ],
        },
        {
          kind: 'p',
          text: 'No system is perfect. If we ever have a data breach that could harm you or your child, we will tell you and the Personal Data Protection Commission as the law requires, and explain what we are doing about it.',
        },
      ],
    },
    {
      id: 'retention',
      heading: 'How long we keep data',
      blocks: [
        {
          kind: 'list',
          items: [
            'Account data, answers and progress: for as long as the account is open.',
            'Recordings of spoken answers: 90 days, so your child can listen back. After that we delete the recording and keep only the score and written feedback.',
            'Tutor chat messages: for as long as the account is open, unless a parent deletes them sooner.',
            'Accounts nobody has signed in to for two years: we email the parent or school, and delete the account if we get no reply within 30 days.',
            'Purchase records: five years, because Singapore tax law requires it. These contain no answers or chat messages.',
          ],
        },
        {
          kind: 'p',
          text: 'When an account is deleted, we remove its data from our live systems within 30 days. Copies in our backups are removed automatically within 90 days. Backups are encrypted and are used only to recover from a failure.',
        },
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights and choices',
      blocks: [
        { kind: 'p', text: 'As a parent, you are in charge of your child’s data. You can:' },
        {
          kind: 'list',
          items: [
            'See it: ask for a copy of the personal data we hold about you or your child.',
            'Correct it: fix a name, level or anything else that is wrong.',
            'Export it: download your child’s answers, progress and chat history in a common file format.',
            'Delete it: delete your child’s account and all of its data.',
            'Withdraw consent: tell us to stop using your child’s data. We will then close the account, because we cannot teach without it.',
            'Say no to marketing emails at any time.',
          ],
        },
        {
          kind: 'p',
          text: 'You can export or delete a child’s data yourself from that child’s Manage page in your parent dashboard. You can also email privacy@lantern.test from the email address on your account. We reply within 30 days, and usually much sooner.',
        },
        {
          kind: 'p',
          text: 'If your child’s account was created by a school, please contact the school first. The school controls that account, and we will help it act on your request.',
        },
        {
          kind: 'p',
          text: 'Teachers and other adults can use the same rights for their own data by writing to privacy@lantern.test. We may ask you to confirm who you are before we act, to protect your account.',
        },
      ],
    },
    {
      id: 'laws',
      heading: 'The laws we follow',
      blocks: [
        {
          kind: 'p',
          text: 'We follow Singapore’s Personal Data Protection Act 2012 (PDPA). It sets rules on consent, purpose, access, correction, protection and retention of personal data. If you are not happy with how we handle your data, please tell us first. You can also complain to the Personal Data Protection Commission (PDPC) in Singapore.',
        },
        {
          kind: 'p',
          text: 'If you live in the European Union or the United Kingdom, the GDPR also protects you. We rely on a parent’s consent for children’s accounts, on our contract with you to provide the service, on our legal duties, and on our legitimate interest in keeping Lantern safe and working well. You also have the right to restrict or object to some uses of your data, and to complain to your local data protection authority.',
        },
      ],
    },
    {
      id: 'cookies',
      heading: 'Cookies and local storage',
      blocks: [
        {
          kind: 'p',
          text: 'Lantern stores a small amount of information in your browser. We use it only for things the app needs to work:',
        },
        {
          kind: 'list',
          items: [
            'Keeping you signed in.',
            'Remembering what is in your cart before you check out.',
            'Remembering your preferences, such as language and whether music is on.',
            'Remembering your place in practice, so you do not lose work if the page reloads.',
          ],
        },
        {
          kind: 'p',
          text: 'We do not use advertising cookies, and we do not let other companies track you on Lantern. If you clear your browser storage, you will be signed out and your cart will be emptied.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to this policy',
      blocks: [
        {
          kind: 'p',
          text: 'We may update this policy when Lantern changes or the law changes. The date at the top shows when it last changed. If a change affects how we use your child’s data in an important way, we will email parents and schools before it takes effect, and ask for consent again where the law requires it.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us and our Data Protection Officer',
      blocks: [
        {
          kind: 'p',
          text: 'We have a Data Protection Officer (DPO) who makes sure we follow this policy and the law. You can reach the DPO, or anyone in our privacy team, at privacy@lantern.test. Please put ‘For the DPO’ in the subject line if you want the DPO to handle your message personally.',
        },
        {
          kind: 'p',
          text: 'For questions about using Lantern, such as signing in or billing, please write to support@lantern.test instead.',
        },
      ],
    },
  ],
}
