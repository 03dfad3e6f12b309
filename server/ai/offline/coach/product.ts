/**
 * What the visitors' coach may say about Lantern itself (docs/plans/issue-10-coach.md §5.2, "a staff-written
 * product blurb"): plain facts of what the product does, never prices or promises that could go stale; each
 * ends with a question back. Matched by the words of the visitor's message, first match wins.
 */
const ANSWERS: { when: RegExp; text: string }[] = [
  {
    when: /\b(price|prices|cost|costs|pay|paid|fee|fees|how much|subscri\w*|plan|plans|free)\b/,
    text: 'There is a free Lite plan to start with, and a grown-up can see the full plans and prices on the pricing page before paying for anything. Would you like to try a practice question now, for free?',
  },
  {
    when: /\b(parent|parents|mum|mom|dad|grown-?up|progress|report)\b/,
    text: 'Parents get their own account on Lantern: they can see each child’s practice, scores and progress, and manage their subscriptions. Would you like me to show you what a practice question looks like?',
  },
  {
    when: /\b(sign ?up|register|account|log ?in|join|start)\b/,
    text: 'A grown-up can sign up for a family account with the Sign up button at the top of the page, then add each child. Meanwhile, shall we try a question together?',
  },
  {
    when: /\b(subjects?|levels?|primary|psle|syllabus)\b/,
    text: 'Lantern covers Maths, Science, English and Chinese for Primary 4 to 6, following the Singapore syllabus, on the way to the PSLE. Which subject would you like to try?',
  },
]

const ABOUT =
  'Lantern is a place to practise Primary school Maths, Science, English and Chinese. You answer worksheets, get them marked straight away with step-by-step explanations, and a coach like me gives hints when you are stuck, never just the answers. What would you like to try first?'

/** Lantern, the app, the website, the coach itself: a question about the product rather than schoolwork. */
export const PRODUCT =
  /\b(lantern|this (app|website|site|platform)|your (app|website|site)|sign ?up|subscri\w*|pricing|price|how much does|free trial|who (are|made) you|what are you)\b/

/** The product answer for a visitor's message. */
export function productAnswer(text: string): string {
  return ANSWERS.find((a) => a.when.test(text))?.text ?? ABOUT
}
