/**
 * A practice finished in this tab, kept for the student coach (plan §8 "How they talk": the quiz player's result
 * → `triggers.practiceFinished`). The quiz player and the coach are never on screen together in one tab, so the
 * player writes the result to session storage and the coach page takes it when it next opens (wiring.ts
 * `practiceFinished`). The server's GET /users/first-practice-completion says the same after a reload; what it
 * cannot say is how many practices were finished today, which the after-practice survey cards need.
 */
export type FinishedPractice = {
  quizId: number
  /** Singapore date (YYYY-MM-DD) the practice was finished. */
  date: string
  scorePercent: number | null
  questionsCompleted: number
  xpEarned: number
  /** Practices finished today in this session, this one included. */
  countToday: number
  /** The coach page has passed it on. */
  delivered: boolean
}

const KEY = 'coach.finishedPractice'

/** Today in Singapore as YYYY-MM-DD, the calendar of the plan's dates and of "today's practice". */
export const singaporeToday = (now = new Date()) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(now)

function read(storage: Storage): FinishedPractice | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(KEY) ?? 'null')
    return value && typeof value === 'object' ? (value as FinishedPractice) : null
  } catch {
    return null
  }
}

function write(storage: Storage, value: FinishedPractice) {
  try {
    storage.setItem(KEY, JSON.stringify(value))
  } catch {
    // Without storage the coach learns of the practice from the server on its next open; only the count is lost.
  }
}

export function recordFinishedPractice(
  result: Omit<FinishedPractice, 'countToday' | 'delivered'>,
  storage: Storage = sessionStorage,
): FinishedPractice {
  const before = read(storage)
  const sameDay = before?.date === result.date
  // The same quiz marked twice (a retry of the stream) is one practice.
  const countToday = sameDay ? before.countToday + (before.quizId === result.quizId ? 0 : 1) : 1
  const record = { ...result, countToday, delivered: false }
  write(storage, record)
  return record
}

/** The practice finished today that the coach has not passed on yet; taking it marks it passed on. */
export function takeFinishedPractice(
  today: string,
  storage: Storage = sessionStorage,
): FinishedPractice | null {
  const record = read(storage)
  if (!record || record.delivered || record.date !== today) return null
  write(storage, { ...record, delivered: true })
  return record
}
