/**
 * The app side of the Core Web Vitals benchmark (vitals.ts): the demo student's session, the worksheet the
 * quiz player opens, and the three pages with the controls a person taps on them.
 */
import { DEMO_PASSWORD } from '../server/db/seed'
import type { PageVisit } from './vitals-page'

type Question = { options: unknown[] }
type QuizSummary = { id: number; status: string; title: string }
type QuizDetail = QuizSummary & { questions: Question[]; time_limit?: number | null }

async function call<T>(base: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${base}${path}`, init)
  if (!response.ok)
    throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`)
  return (await response.json()) as T
}

/** Signs the demo student in through the API; answers what the app keeps in localStorage after a sign-in. */
export async function signInDemoStudent(base: string, username = 'ava') {
  const user = await call<{ access_token: string }>(base, '/api/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ login_type: 'username', username, password: DEMO_PASSWORD }),
  })
  // src/auth/session.ts: USER_STORAGE_KEY, the signed-in user as the login reply gives it.
  return { token: user.access_token, storage: { user: JSON.stringify(user) } }
}

/**
 * A worksheet the student has not started whose first question is multiple choice and which has a second
 * question, so the player shows answer cards and a Next button; its clock is started.
 */
export async function pickWorksheet(base: string, token: string): Promise<QuizSummary> {
  const headers = { authorization: `Bearer ${token}` }
  const { quizzes } = await call<{ quizzes: QuizSummary[] }>(base, '/api/v1/quiz', { headers })
  for (const summary of quizzes.filter((q) => q.status === 'not_started')) {
    const quiz = await call<QuizDetail>(base, `/api/v1/quiz/${summary.id}`, { headers })
    if (quiz.questions.length > 1 && (quiz.questions[0]?.options.length ?? 0) > 1) {
      // A timed worksheet opens on "Ready?" until its clock starts (ADR 0064): started here, the player opens on
      // its first question, the page measured.
      if (quiz.time_limit) await call(base, `/api/v1/quiz/${summary.id}/start`, { method: 'POST', headers })
      return summary
    }
  }
  throw new Error('The demo student has no unstarted worksheet that opens on a multiple-choice question.')
}

export type VitalsTarget = PageVisit & { name: string; signedIn: boolean }

export function vitalsTargets(quizId: number): VitalsTarget[] {
  return [
    {
      name: '/welcome',
      path: '/welcome',
      signedIn: false,
      ready: (page) => page.locator('#welcome-title'),
      // The first call to action: a visitor's first tap on the landing page.
      interactions: [
        {
          name: 'call to action',
          control: (page) => page.locator('section[aria-labelledby="welcome-title"] a'),
        },
      ],
    },
    {
      name: 'student library',
      path: '/student/library',
      signedIn: true,
      ready: (page) => page.locator('main a[href^="/student/quiz/"]'),
      interactions: [
        { name: 'worksheet card', control: (page) => page.locator('main a[href^="/student/quiz/"]') },
      ],
    },
    {
      name: 'quiz player',
      path: `/student/quiz/${quizId}`,
      signedIn: true,
      ready: (page) => page.getByRole('button', { name: 'Submit answers' }),
      interactions: [
        // An unchosen answer, so every visit changes the saved answer (the second visit resumes the first's).
        {
          name: 'answer choice',
          control: (page) => page.locator('label:has(input[type="radio"]:not(:checked))'),
        },
        { name: 'next question', control: (page) => page.getByRole('button', { name: 'Next', exact: true }) },
      ],
    },
  ]
}
