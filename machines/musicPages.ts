/**
 * Where the background music plays (product.md §2 "Music player: plays on these student pages … It is muted on
 * other pages, and when the query flag isExamPractice is true"), each of the spec's page names mapped to the
 * routes of spec/routes.tsv that show it.
 */
export const MUSIC_PAGES: Readonly<Record<string, readonly RegExp[]>> = {
  library: [/^\/student\/library$/],
  dashboard: [/^\/student\/dashboard$/],
  'sticker book': [/^\/student\/sticker-book$/, /^\/student\/v2\/engagement\/sticker-book$/],
  leaderboard: [/^\/student\/leaderboard$/, /^\/student\/v2\/engagement\/leaderboard$/],
  aiBook: [/^\/aibook\/[^/]+$/],
  profile: [/^\/student\/profile$/, /^\/student\/v2\/profile$/],
  chat: [/^\/student\/v2\/chat$/],
  // `/student/v2/practice` redirects here; one booster (`…/topic-booster/:id`) is a practice, not the list.
  'topic-booster list': [/^\/student\/v2\/practice\/topic-booster$/],
  'custom worksheet': [/^\/student\/v2\/practice\/custom-worksheet$/],
  // The v2 area's home page: the PSLE hub (routes.tsv has no other v2 dashboard).
  'dashboard v2': [/^\/student\/v2\/psle-hub$/],
  'aibook list': [/^\/student\/v2\/aibook$/],
  worksheet: [/^\/student\/v2\/worksheet$/],
  'revision worksheets': [/^\/student\/v2\/review\/worksheets$/],
  aibook: [/^\/student\/v2\/aibook\/[^/]+$/],
}

/** The query flag of an exam-style practice, as TanStack Router parses it (`true`) or as text (`'true'`). */
export const isExamPractice = (search: Readonly<Record<string, unknown>>) =>
  search.isExamPractice === true || search.isExamPractice === 'true'

/** True where the music may play: one of the spec's pages, and not an exam-style practice. */
export function musicPlaysOn(pathname: string, search: Readonly<Record<string, unknown>> = {}): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (isExamPractice(search)) return false
  return Object.values(MUSIC_PAGES).some((patterns) => patterns.some((pattern) => pattern.test(path)))
}
