import type { OnboardingField } from '../../../../../machines/aiAcademyOnboarding.machine'

export const STEP_TITLES = {
  1: 'Who is Lantern for?',
  2: 'Subjects',
  3: 'Goals and practice time',
  4: 'Your plan',
} as const

export const SUBJECT_NOTES: Record<string, string> = {
  Maths: 'Problem sums, fractions and heuristics',
  Science: 'Concepts and open-ended answers',
  English: 'Comprehension, grammar and composition',
  Chinese: 'Vocabulary, comprehension and composition',
}

export const GOALS: { value: string; label: string; text: string; wants: string }[] = [
  {
    value: 'psle',
    label: 'Get ready for PSLE',
    text: 'Exam-style papers with marking like the real thing',
    wants: 'get ready for PSLE',
  },
  {
    value: 'catch_up',
    label: 'Catch up',
    text: 'Rebuild the topics that feel hard, one step at a time',
    wants: 'catch up',
  },
  {
    value: 'stay_ahead',
    label: 'Stay ahead',
    text: 'Stretch questions beyond what school covers',
    wants: 'stay ahead',
  },
  {
    value: 'homework',
    label: 'Help with homework',
    text: 'Clear explanations when your child is stuck',
    wants: 'get help with homework',
  },
]

export const PRACTICE: { value: string; label: string }[] = [
  { value: '1-2', label: '1–2 days a week' },
  { value: '3-4', label: '3–4 days a week' },
  { value: '5+', label: 'Most days' },
]

export const MISSING: Record<OnboardingField, string> = {
  child_first_name: "Please enter your child's first name.",
  school_level: 'Please choose a school level.',
  subjects: 'Please choose at least one subject.',
  goal: 'Please choose what would help most.',
  practice_days: 'Please choose how often your child can practise.',
}

/** A sentence for the plan: what Lantern does for the family's goal. */
export const GOAL_ADVICE: Record<string, string> = {
  psle: 'timed PSLE-style papers, with AI marking that explains every lost mark',
  catch_up: 'short worksheets that start from what your child already knows',
  stay_ahead: 'harder questions that keep your child curious and challenged',
  homework: 'step-by-step help whenever your child is stuck',
}

export const PRACTICE_ADVICE: Record<string, string> = {
  '1-2': 'One worksheet a session is plenty: about 20 minutes.',
  '3-4': 'Three or four short sessions a week build a steady habit.',
  '5+': 'A little every day works best: 15 to 20 minutes is enough.',
}
