import type { SEVEN_DAY_PLAN_ACTIONS } from '../../contracts/chat'
import type { NudgingGroup } from '../../contracts/constants'
import type { AnswerKey } from './types'

/** Which coach: a student's tutor, a teacher's class assistant, or the visitors' coach of the landing pages. */
export type CoachKind = 'student' | 'teacher' | 'public'

/** A piece of our own material found for the turn (docs/plans/issue-10-coach.md §4). */
export type RetrievedChunk = {
  id: number
  kind: 'note' | 'topic' | 'question' | 'solution' | 'document'
  title: string
  body: string
  rank: number
}

/** The practice question the child has open; its solution and key are for the coach only, never to be told. */
export type QuestionInView = {
  questionId: number
  position: number
  text: string
  solution: string | null
  key: AnswerKey | null
  /** Choice options, in order, when it is a multiple-choice question. */
  options: string[]
}

/** What started a turn that has no student text: a prompt trigger, a plan step, an onboarding step, a survey. */
export type CoachNudge =
  | { group: Exclude<NudgingGroup, 'onboarding' | 'plan'>; type: string }
  | { group: 'onboarding'; step: 1 | 2 | 3 | 4 }
  | {
      group: 'plan'
      action: (typeof SEVEN_DAY_PLAN_ACTIONS)[number]
      questionsCompleted?: number
      xpEarned?: number
    }

/** The offline coach's memory of a thread, kept in `chat_threads.state` (never shown). */
export type CoachThreadState = {
  /** The next rung of the hint ladder, per question id. */
  hints?: Record<string, number>
  /** Template variants used, per template key, so replies do not repeat. */
  variants?: Record<string, number>
}

/**
 * One turn as a coach sees it. Every text in it has had personal details removed; it names nobody (no name,
 * username, school or class: ADR 0036), so it may go to a model provider as it is.
 */
export type CoachTurn = {
  kind: CoachKind
  /** The person's message ('' for a turn a nudge started). */
  message: string
  /** Earlier messages of the thread, oldest first, at most 10, from our own store. */
  history: { fromUser: boolean; text: string }[]
  level: string | null
  subject: string | null
  material: RetrievedChunk[]
  question: QuestionInView | null
  nudge: CoachNudge | null
  /** The teacher coach's class summary, students as S1…Sn (§7.2). */
  classSummary?: string
  /** Staff-written prompt for this level, subject and coach; null: the built-in one. */
  prompt?: string | null
  /** The offline coach reads and updates it; the turn stores it afterwards. */
  state: CoachThreadState
}

export type ModerationVerdict = { flagged: boolean; categories: string[] }

export interface CoachProvider {
  readonly name: 'offline' | 'openai'
  /**
   * The reply as text deltas. A model failure before the first delta falls back to the offline coach (then
   * `answeredBy()` says so); after it, it is thrown. Aborting the signal ends it and closes the request.
   */
  reply(turn: CoachTurn, signal: AbortSignal): CoachReply
  /** The provider's moderation verdict; null when none is configured or it failed. */
  moderate(text: string, signal: AbortSignal): Promise<ModerationVerdict | null>
  /** Embeddings of staff-written texts or a redacted query; null when no embedding model is configured. */
  embed(texts: string[], signal: AbortSignal): Promise<number[][] | null>
  /** Speech for a coach's or a question's text; null when no voice is configured. */
  speak(text: string): Promise<{ data: Buffer; contentType: string } | null>
  /** A short title for a conversation from its first exchange; null: the caller cuts one from the message. */
  title(firstExchange: string, signal: AbortSignal): Promise<string | null>
}

/** The deltas of a reply, and who wrote it once it has begun. */
export type CoachReply = AsyncIterable<string> & { answeredBy(): 'offline' | 'model' }
