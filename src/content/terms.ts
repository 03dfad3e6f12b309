import type { LegalDocument } from './types'

export const terms: LegalDocument = {
  title: 'Terms of Use',
  summary:
    'These terms are the agreement between you and Lantern. In short: a parent or school sets up each child’s account and is responsible for it. Subscriptions are bought per child and per course, renew until you cancel, and keep working until the end of the period you have paid for. A first purchase can be refunded within 14 days. Lite is free, with limits. AI marking is helpful but can be wrong, so please report anything that looks off. Singapore law applies.',
  updated: '21 November 2026',
  sections: [
    {
      id: 'about',
      heading: 'About these terms',
      blocks: [
        {
          kind: 'p',
          text: 'Lantern is provided by Lantern Learning Pte. Ltd., a company registered in Singapore (‘we’, ‘us’). These terms apply to everyone who uses Lantern: students, parents, teachers and schools. By creating an account or using Lantern, you agree to them.',
        },
        {
          kind: 'p',
          text: 'Our Privacy Policy explains how we handle personal data. It is part of these terms. If a school has a separate written agreement with us, that agreement comes first where the two differ.',
        },
      ],
    },
    {
      id: 'accounts',
      heading: 'Accounts and who may hold them',
      blocks: [
        {
          kind: 'list',
          items: [
            'Parents and guardians aged 18 or over may create a parent account.',
            'Teachers and school staff get an account from their school, or create one with their school email address.',
            'Children under 13 may use Lantern only through an account created by a parent or their school.',
            'Each account is for one person. Please do not share accounts, even between brothers and sisters. Each child needs their own account so that their progress and marking are right.',
          ],
        },
        {
          kind: 'p',
          text: 'Keep your password safe, and tell us straight away at support@lantern.test if you think someone else has used your account. You are responsible for what happens in your account, unless it was caused by our mistake.',
        },
      ],
    },
    {
      id: 'child-accounts',
      heading: 'Parental consent and child accounts',
      blocks: [
        {
          kind: 'p',
          text: 'When you create or link a child’s account, you confirm that you are that child’s parent or legal guardian, and that you agree to these terms and our Privacy Policy on the child’s behalf.',
        },
        {
          kind: 'p',
          text: 'You are responsible for your child’s account. That includes choosing a username and password for them, helping them understand the rules below, and keeping an eye on how they use Lantern. You can see your child’s progress, change their details, and export or delete their data from their Manage page.',
        },
        {
          kind: 'p',
          text: 'Only parents can buy subscriptions or redeem activation codes for a child. Children cannot make purchases.',
        },
      ],
    },
    {
      id: 'lite',
      heading: 'Lite, the free tier',
      blocks: [
        {
          kind: 'p',
          text: 'Lite lets a child try Lantern for free. It has limits. The main one is hearts: a child starts with a set number of hearts, and a wrong answer uses one up. When the hearts run out, practice pauses until they refill. Some features, such as mock exams and some courses, are available only with a subscription.',
        },
        {
          kind: 'p',
          text: 'We may change what Lite includes, or the number of hearts, at any time. Lite has no refunds because nothing is paid for it.',
        },
      ],
    },
    {
      id: 'subscriptions',
      heading: 'Subscriptions',
      blocks: [
        {
          kind: 'p',
          text: 'A subscription gives one child full access to one course, for example Primary 5 Science. If you want two subjects, or two children, you need a subscription for each. You can put several into your cart and pay for them together.',
        },
        {
          kind: 'p',
          text: 'You can choose to pay monthly or yearly. The price, the course, the child and the billing period are shown in your cart before you pay. Prices are in Singapore dollars and include GST where it applies.',
        },
      ],
    },
    {
      id: 'billing',
      heading: 'Billing and renewal',
      blocks: [
        {
          kind: 'list',
          items: [
            'Your card is charged when you buy, and then at the start of each new month or year.',
            'Subscriptions renew automatically until you cancel them.',
            'Payments are handled by our card payment processor. We never see your full card number.',
            'If a payment fails, we will email you and try again. If it still fails, the subscription ends and your child moves to Lite.',
            'If we change a price, we will email you at least 30 days before it applies. The new price starts at your next renewal, and you can cancel before then.',
          ],
        },
      ],
    },
    {
      id: 'cancelling',
      heading: 'Cancelling and resuming',
      blocks: [
        {
          kind: 'p',
          text: 'You can cancel a subscription at any time from your parent dashboard. Cancelling stops the next renewal. It does not end access straight away: your child keeps full access until the end of the period you have already paid for. After that, the child moves to Lite, and their progress is kept.',
        },
        {
          kind: 'p',
          text: 'Changed your mind? You can resume a cancelled subscription at any time before the end of the paid period, and it will carry on renewing as before. After the period has ended, you can simply buy a new subscription.',
        },
      ],
    },
    {
      id: 'refunds',
      heading: 'Refunds',
      blocks: [
        {
          kind: 'p',
          text: 'If it is the first time you have bought a subscription for a child, you can ask for a full refund within 14 days of paying. Just email support@lantern.test. The subscription then ends.',
        },
        {
          kind: 'p',
          text: 'After 14 days, and for renewals, we do not refund unused time. Instead, you can cancel and keep access until the end of the period. We will always refund you if we charged you by mistake, or if the law says we must.',
        },
        {
          kind: 'p',
          text: 'Refunds go back to the card you paid with. Your bank may take 5 to 10 working days to show it.',
        },
      ],
    },
    {
      id: 'activation-codes',
      heading: 'Activation codes',
      blocks: [
        {
          kind: 'p',
          text: 'An activation code gives a child access to one or more courses without paying by card. Codes may come from a school, from us, or as part of an offer. A parent redeems a code for a chosen child.',
        },
        {
          kind: 'list',
          items: [
            'Each code can be used once, unless it says otherwise.',
            'A code gives access for the time stated with the code.',
            'Codes cannot be exchanged for cash or refunded.',
            'Codes may have an expiry date. An expired code cannot be redeemed.',
            'Codes obtained by fraud, or sold on without our permission, may be cancelled.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Using Lantern kindly and fairly',
      blocks: [
        { kind: 'p', text: 'For children, the rules are simple:' },
        {
          kind: 'list',
          items: [
            'Be kind. Do not write anything rude, mean or scary to the tutor or anyone else.',
            'Keep your password secret, and only use your own account.',
            'Do not share your full name, address, school or phone number in the chat.',
            'Try questions yourself. The tutor is there to help you learn, not to do your homework for you.',
            'If something online worries you, tell your parent or teacher.',
          ],
        },
        { kind: 'p', text: 'For adults, you must not:' },
        {
          kind: 'list',
          items: [
            'Break the law, or use Lantern to harm, bully or collect data about anyone, especially children.',
            'Try to get into accounts or parts of Lantern that are not yours.',
            'Copy, scrape or resell our questions, explanations or lessons.',
            'Try to break, overload or get around the security of Lantern, or the limits of Lite.',
            'Try to make the AI tutor produce harmful or inappropriate content.',
          ],
        },
        {
          kind: 'p',
          text: 'If an account breaks these rules, we may suspend or close it. Where a child is involved, we will talk to the parent or school first unless someone is at risk.',
        },
      ],
    },
    {
      id: 'ai',
      heading: 'AI marking and the AI tutor',
      blocks: [
        {
          kind: 'p',
          text: 'Lantern uses AI to mark answers, explain steps and chat with students. It is helpful and usually right, but it can be wrong. It may mark a correct answer as wrong, miss a mistake, or explain something less clearly than a teacher would.',
        },
        {
          kind: 'p',
          text: 'Please treat AI marking as a guide, not a final grade. If a question or mark looks wrong, use the report button on the question. Students, parents and teachers can all report questions, and our team checks every report.',
        },
        {
          kind: 'note',
          text: 'Lantern helps children prepare for the PSLE, but it is not connected with the Singapore Examinations and Assessment Board or the Ministry of Education, and we cannot promise any exam result.',
        },
      ],
    },
    {
      id: 'content',
      heading: 'Who owns what',
      blocks: [
        {
          kind: 'p',
          text: 'We own Lantern and its content, including questions, explanations, lessons, artwork, badges and music, or we have permission to use them. You may use them for personal learning or, for teachers, for teaching your own classes.',
        },
        {
          kind: 'p',
          text: 'You own what you create, such as a child’s answers or a teacher’s own worksheets. You give us permission to store and use it only to run Lantern for you, as set out in our Privacy Policy.',
        },
      ],
    },
    {
      id: 'schools',
      heading: 'School accounts',
      blocks: [
        {
          kind: 'p',
          text: 'When a school uses Lantern, the school is responsible for getting any consent it needs from parents, for deciding which staff have access, and for the accounts it creates. School administrators can manage classes, teachers, students and activation codes for their school.',
        },
        {
          kind: 'p',
          text: 'If a school stops using Lantern, we will agree with the school what happens to its data. Parents can ask the school, or us, about their child’s data at any time.',
        },
      ],
    },
    {
      id: 'availability',
      heading: 'Availability and changes to Lantern',
      blocks: [
        {
          kind: 'p',
          text: 'We work hard to keep Lantern running all the time, but we cannot promise it will never be slow or unavailable. We sometimes need to pause it for maintenance, and we try to do this outside school hours.',
        },
        {
          kind: 'p',
          text: 'We improve Lantern often, so features may change. If we remove something important that you have paid for, we will tell you and offer a fair refund for the time you cannot use.',
        },
      ],
    },
    {
      id: 'liability',
      heading: 'Our responsibility to you',
      blocks: [
        {
          kind: 'p',
          text: 'We provide Lantern with reasonable care and skill. Apart from that, and as far as Singapore law allows, we provide it as it is, and we are not responsible for losses that we could not reasonably have expected, or for exam results.',
        },
        {
          kind: 'p',
          text: 'As far as Singapore law allows, our total responsibility to you for any claim is limited to the amount you paid us in the 12 months before the claim. Nothing in these terms limits anything that the law does not allow us to limit, such as responsibility for death or injury caused by our negligence, or for fraud.',
        },
      ],
    },
    {
      id: 'closing-accounts',
      heading: 'Closing an account',
      blocks: [
        {
          kind: 'p',
          text: 'You can delete a child’s account at any time from that child’s Manage page, or close your own account by emailing support@lantern.test. Closing an account cancels its subscriptions at the end of the paid period, and its data is deleted as described in our Privacy Policy.',
        },
      ],
    },
    {
      id: 'law',
      heading: 'Governing law',
      blocks: [
        {
          kind: 'p',
          text: 'These terms are governed by the laws of Singapore. If we have a disagreement, please contact us first and we will try to sort it out. If we cannot, the courts of Singapore will decide. If you live elsewhere, you keep any rights your local consumer law gives you.',
        },
      ],
    },
    {
      id: 'changes',
      heading: 'Changes to these terms',
      blocks: [
        {
          kind: 'p',
          text: 'We may update these terms. The date at the top shows when they last changed. If a change matters, we will email parents, teachers and schools at least 30 days before it applies. If you do not agree, you can cancel before the change takes effect.',
        },
      ],
    },
    {
      id: 'contact',
      heading: 'Contact us',
      blocks: [
        {
          kind: 'p',
          text: 'Questions about these terms, your account or billing? Write to support@lantern.test. We reply within one working day. For privacy questions, write to privacy@lantern.test.',
        },
      ],
    },
  ],
}
