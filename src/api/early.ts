import type { SessionUser } from '../../contracts/common'

// The data a signed-in page needs, asked for by the entry while the page's code is still downloading
// (ADR 0068). Without it a page's first request waits for the router, the route guard, the layout, the API
// client and the contract to load and run: on a slow phone that is one to three seconds of a child looking at
// a spinner before the request even leaves. Plain fetch, no dependencies: this module is in the entry chunk.
// The API client (client.ts) takes a reply from here instead of asking again, once, for the same user.

/** How long an early reply stays claimable; a page that has not asked by then asks afresh. */
const CLAIMABLE_MS = 15_000

type Early = { token: string; startedAt: number; response: Promise<Response> }
const pending = new Map<string, Early>()

const absolute = (path: string) => new URL(path, location.origin).toString()

function start(path: string, token: string): Promise<Response> {
  const url = absolute(path)
  const existing = pending.get(url)
  if (existing) return existing.response
  const response = fetch(url, { headers: { authorization: `Bearer ${token}` } })
  // A failed early request is not an error of its own: the page asks again and shows that failure.
  response.catch(() => pending.delete(url))
  pending.set(url, { token, startedAt: performance.now(), response })
  return response
}

/**
 * The early reply to a GET of `url` (absolute) for the user holding `token`, if one was started: handed out
 * once, and only to the same user within CLAIMABLE_MS.
 */
export function claimEarly(url: string, token: string | undefined): Promise<Response> | null {
  const early = pending.get(url)
  if (!early) return null
  pending.delete(url)
  if (early.token !== token || performance.now() - early.startedAt > CLAIMABLE_MS) return null
  return early.response
}

type PageData = { pattern: RegExp; paths: (match: RegExpMatchArray) => string[]; followUp?: PageFollowUp }
type PageFollowUp = (path: string, body: unknown) => string[]

/** A worksheet's comprehension passages sit above their questions: asked for as soon as the worksheet arrives. */
const passagesOf: PageFollowUp = (path, body) => {
  if (!/^\/api\/v1\/quiz\/\d+$/.test(path)) return []
  const questions = (body as { questions?: { passage_id?: unknown }[] } | null)?.questions ?? []
  const ids = new Set(questions.map((q) => q.passage_id).filter((id) => typeof id === 'number'))
  return [...ids].map((id) => `/api/v1/questions/passages/${id}`)
}

/** The pages a child opens most, with the GETs their loaders and first render make (see their routes). */
const PAGES: PageData[] = [
  {
    // routes/_app/student/library.tsx (loadQuizzes): the shelf, the course switcher, the progress strip.
    pattern: /^\/student\/library\/?$/,
    paths: () => ['/api/v1/quiz', '/api/v1/courses/user', '/api/v1/users/xp', '/api/v1/users/streaks'],
  },
  {
    // routes/_app/student/quiz.$quizId.tsx: the worksheet, then its passages.
    pattern: /^\/student\/quiz\/(\d+)\/?$/,
    paths: (match) => [`/api/v1/quiz/${match[1]}`],
    followUp: passagesOf,
  },
]

/**
 * Starts the requests the page at `pathname` will make, for the signed-in `user`: the user's fresh record
 * (useFreshUser, every signed-in page) and the page's own data when it is one of PAGES.
 */
export function startPageData(pathname: string, user: SessionUser | null): void {
  if (!user) return
  const page = PAGES.map((p) => ({ p, match: pathname.match(p.pattern) })).find((m) => m.match)
  if (!page?.match) return
  const token = user.access_token
  start('/api/v1/users/information', token)
  const { followUp } = page.p
  for (const path of page.p.paths(page.match)) {
    const response = start(path, token)
    if (!followUp) continue
    response
      .then((r) => (r.ok ? r.clone().json() : null))
      .then((body) => {
        for (const next of followUp(path, body)) start(next, token)
      })
      .catch(() => {})
  }
}
