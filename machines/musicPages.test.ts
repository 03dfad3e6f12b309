import { describe, expect, it } from 'vitest'
import { isExamPractice, MUSIC_PAGES, musicPlaysOn } from './musicPages'

// Every student route of spec/routes.tsv, with a sample id, and whether product.md §2 lists its page.
const STUDENT_ROUTES: ReadonlyArray<readonly [string, boolean]> = [
  ['/student/dashboard', true],
  ['/student/library', true],
  ['/student/quiz/12', false],
  ['/student/profile', true],
  ['/student/revisions', false],
  ['/student/game', false],
  ['/student/leaderboard', true],
  ['/student/sticker-book', true],
  ['/student/v2/profile', true],
  ['/student/v2/chat', true],
  ['/student/v2/psle-hub', true],
  ['/student/v2/worksheet', true],
  ['/student/v2/review', false],
  ['/student/v2/revise', false],
  ['/student/v2/review/worksheets', true],
  ['/student/v2/assignment', false],
  ['/student/v2/practice', false],
  ['/student/v2/practice/custom-worksheet', true],
  ['/student/v2/practice/topic-booster', true],
  ['/student/v2/practice/topic-booster/3', false],
  ['/student/v2/aibook', true],
  ['/student/v2/aibook/9', true],
  ['/student/v2/engagement/sticker-book', true],
  ['/student/v2/engagement/badges', false],
  ['/student/v2/engagement/leaderboard', true],
  ['/student/v2/mock-exam', false],
  ['/student/v2/mock-exam/4', false],
  ['/aibook/9', true],
  ['/learning-content/5', false],
]

describe('where the background music plays', () => {
  it.each(STUDENT_ROUTES)('%s: %s', (pathname, plays) => {
    expect(musicPlaysOn(pathname)).toBe(plays)
  })

  it('names each of the fourteen pages of the spec, each with at least one route', () => {
    expect(Object.keys(MUSIC_PAGES)).toHaveLength(14)
    for (const [page, patterns] of Object.entries(MUSIC_PAGES)) {
      const routes = STUDENT_ROUTES.filter(([path]) => patterns.some((pattern) => pattern.test(path)))
      expect(routes.length, page).toBeGreaterThan(0)
    }
  })

  it('is silent on every other role’s pages and on public pages', () => {
    for (const path of ['/', '/welcome', '/login', '/teacher/reports', '/academy/dashboard', '/mock-exam/4'])
      expect(musicPlaysOn(path), path).toBe(false)
  })

  it('is silent when the query flag isExamPractice is true, as parsed or as text', () => {
    expect(musicPlaysOn('/student/library', { isExamPractice: true })).toBe(false)
    expect(musicPlaysOn('/student/v2/worksheet', { isExamPractice: 'true' })).toBe(false)
    expect(musicPlaysOn('/student/library', { isExamPractice: false })).toBe(true)
    expect(isExamPractice({ isExamPractice: 'yes' })).toBe(false)
  })

  it('treats a trailing slash as the same page', () => {
    expect(musicPlaysOn('/student/library/')).toBe(true)
  })
})
