import type { Plan } from '../coach/plan'

/** The onboarding chat's question at each step (plan §8.6); the child's answer is saved in the same turn. */
export const ONBOARDING_QUESTIONS: Record<1 | 2 | 3 | 4, string> = {
  1: "Let's get to know each other, {name}! Which subject do you like best: Maths, Science, English or Chinese?",
  2: 'Thanks! Which topics feel tricky for you at the moment? You can name one or two, or say "not sure".',
  3: 'Here is an idea: a short practice to warm up. When you have tried it, come back and tell me how it went!',
  4: 'How did that practice feel, {name}? Easy, okay, or hard? There is no wrong answer.',
}

export const ONBOARDING_THANKS: Record<1 | 2 | 3 | 4, string> = {
  1: 'Great choice! I will keep that in mind when I suggest practice for you.',
  2: 'Thank you for telling me. We will work on those step by step, together.',
  3: 'Good luck! Take your time and read each question carefully.',
  4: 'Thanks for telling me. Now I know you a little better, and I will use it to plan your week.',
}

const dayName = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-SG', { weekday: 'long', timeZone: 'UTC' })

/** A seven-day plan as the coach presents it: one line a day, short enough to read on a phone. */
export function describePlan(plan: Plan, name: string): string {
  const lines = plan.days.map(
    (d) =>
      `${dayName(d.date)}: ${d.activities.map((a) => `${a.title}${a.completed ? ' (done)' : ''}`).join(' and ')}`,
  )
  return [`Here is your plan for the next seven days, ${name}:`, ...lines, 'Shall we start with today?'].join(
    '\n',
  )
}

/** Today's activities of a plan, for the "practice" step. */
export function todaysActivities(plan: Plan, today: string) {
  return plan.days.find((d) => d.date === today)?.activities ?? []
}
