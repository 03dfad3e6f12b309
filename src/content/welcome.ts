import type { WelcomeContent } from './types'

/** The welcome page's copy in the words of the branding it is shown on (`name`: "Starlight", "Lantern"…). */
export function welcomeFor(name: string): WelcomeContent {
  return {
    headline: 'Every answer, explained.',
    subhead: `${name} helps children in Primary 4 to 6 practise for the PSLE in Maths, Science, English and Chinese. Every answer is marked with a clear explanation of each step, and a friendly AI tutor is there when they get stuck.`,
    primaryCta: 'Start free with Lite',
    secondaryCta: 'Log in',
    audiences: [
      {
        id: 'students',
        title: 'For students',
        text: 'Practise at your own pace, find out why an answer is right or wrong, and watch yourself get better.',
        points: [
          'See where your working went right, step by step',
          'Ask the tutor when you are stuck, any time',
          'Earn XP, keep your streak going and collect badges and stickers',
          'Try again until it clicks, without anyone watching the clock',
        ],
      },
      {
        id: 'parents',
        title: 'For parents',
        text: 'Know how your child is really doing, and where they need a hand, without marking every page yourself.',
        points: [
          'Clear progress and hardest-question reports for each child',
          'Create and manage your children’s accounts in one place',
          'Subscribe per child and per subject, monthly or yearly, and cancel any time',
          'You control your child’s data: export or delete it whenever you like',
        ],
      },
      {
        id: 'teachers',
        title: 'For teachers',
        text: `Set work for your classes, let ${name} do the first round of marking, and spend your time where it matters.`,
        points: [
          'Assign worksheets and lessons with due dates',
          'Build worksheets from the question bank or generate new ones with AI',
          'Class and student reports that show which questions were hardest',
          'School accounts with activation codes for your students',
        ],
      },
    ],
    features: [
      {
        title: 'Marking that explains every step',
        text: 'Answers are marked by AI straight away, with an explanation of each step. Children see not just the score, but where their thinking went right and where it slipped.',
      },
      {
        title: 'A friendly AI tutor',
        text: 'When a question feels hard, your child can ask the tutor. It guides them towards the answer with hints and questions, rather than just handing it over.',
      },
      {
        title: 'PSLE subjects, Primary 4 to 6',
        text: 'Worksheets, quizzes, topic boosters and mock exams in Maths, Science, English and Chinese, matched to your child’s level, with oral practice for spoken answers.',
      },
      {
        title: 'Progress parents can see',
        text: 'Your dashboard shows how each child is doing, how often they practise, and the questions they find hardest, so you know where to help.',
      },
      {
        title: 'Class assignments for teachers',
        text: 'Teachers set work for a class or selected students, with due dates, and see class and student reports when it comes back.',
      },
      {
        title: 'Start free with Lite',
        text: 'Lite is our free tier. Your child can try real practice with AI marking, with a limited number of hearts. Upgrade only if it helps.',
      },
    ],
    trust: {
      title: 'Safe for children, controlled by parents',
      points: [
        'Designed for children aged 9 to 12: child accounts are set up by a parent or school, and children sign in with a username',
        'No ads, no advertising cookies and no third-party trackers, ever',
        'We never sell children’s data, and AI providers may not train on your child’s work',
        'Parents can see, export or delete their child’s data at any time',
        'AI marking can make mistakes, so every question has a report button and our team checks each report',
      ],
    },
    closing: {
      headline: 'Light the way to PSLE, one question at a time.',
      text: `Create a free Lite account in a few minutes, add your child, and see how ${name} explains their very first answer. No card needed to start.`,
    },
  }
}
