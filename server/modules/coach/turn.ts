import { and, eq } from 'drizzle-orm'
import type { ChatStreamEvent } from '../../../contracts/events'
import type { CoachKind, CoachNudge, CoachTurn, QuestionInView } from '../../ai/coach-types'
import { classify, type Verdict } from '../../ai/safety/classify'
import { redactPersonalInfo } from '../../ai/safety/personal-info'
import { SAFETY_REPLIES } from '../../ai/safety/replies'
import type { AppContext } from '../../context'
import { chatAttachments, chatMessages } from '../../db/schema'
import { errorKind } from '../../lib/error-kind'
import { presentMessage, presentStoredMessage } from '../chat/present'
import { embedQuery, findMaterial, type MaterialScope } from './material'
import { alertParentsOfSeriousFlag } from './parent-alert'
import { generateReply, replyPlaceholder } from './reply-stream'
import { recordFindings } from './safety-record'
import { insertMessages, type MessageRow, recentMessages, type ThreadHold, type ThreadRow } from './threads'

/** One turn, checked and ready to stream: every 4xx (thread, limit, bad input) was decided before this. */
export type PreparedTurn = {
  kind: CoachKind
  thread: ThreadRow
  /** The thread was opened by this turn: it has no history to read. */
  newThread?: boolean
  /** The person's account (null for a visitor). */
  userId: number | null
  /** A child's account: flags name them for their parent and teachers. */
  studentId: number | null
  text: string
  turnId?: string
  nudge: CoachNudge | null
  messageType: MessageRow['type']
  triggerId?: number | null
  question: { view: QuestionInView; guarded: boolean } | null
  scope: MaterialScope
  names: { level: string | null; subject: string | null }
  classSummary?: string
  /** Turns the summary's S1, S2, … back into names in what the teacher sees (never in what a model sees). */
  rename?: (text: string) => string
  prompt?: string | null
  /** The reply in our own words (triggers, surveys, onboarding and plan steps): no model is asked (ADR 0037). */
  fixedReply?: string
  /** Columns of the reply row beyond its text (a survey card's question). */
  replyExtras?: Partial<Pick<MessageRow, 'type' | 'surveyType' | 'surveyQuestionId'>>
  /** Runs after the reply is stored (onboarding answers, plan steps); its failure does not undo the reply. */
  afterReply?: (reply: MessageRow, userMessage: MessageRow | null) => Promise<void>
  /** Attachments stored with the person's message. */
  attachments?: {
    name: string
    contentType: string
    url: string
    bytes: number
    extractedText: string | null
  }[]
}

export type TurnStream = {
  send(event: ChatStreamEvent): void
  signal: AbortSignal
  /** The conversation's hold: the turn gives it back with the coach's memory as soon as the reply is stored. */
  hold: ThreadHold
}

/** Safety actions that end the turn with our own words: nothing goes to a model. */
const ANSWERED_BY_SAFETY = new Set<Verdict['action']>(['escalate', 'refuse', 'support', 'redact'])

type ReplyRow = typeof chatMessages.$inferInsert

/**
 * Stores the person's message once per turn id (a retried send finds the first; a new thread has none), and with
 * it, in the same statement, the reply's first row when there is one to store (the stream's placeholder, or our
 * own answer to an unsafe message).
 */
async function storeUserMessage(ctx: AppContext, turn: PreparedTurn, text: string, reply: ReplyRow) {
  if (turn.turnId && !turn.newThread) {
    const [again] = await ctx.db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.threadId, turn.thread.id), eq(chatMessages.turnId, turn.turnId)))
    if (again) return { userMessage: again, reply: null }
  }
  const rows = await insertMessages(ctx.db, turn.thread, [
    {
      threadId: turn.thread.id,
      userId: turn.userId,
      fromUser: true,
      type: turn.messageType,
      text,
      turnId: turn.turnId,
      onboardingStep: turn.nudge?.group === 'onboarding' ? turn.nudge.step : null,
    },
    reply,
  ])
  return { userMessage: rows.find((r) => r.fromUser)!, reply: rows.find((r) => !r.fromUser)! }
}

/** Our own words for a message the safety check answers: nothing goes to a model. */
const safetyReply = (turn: PreparedTurn, verdict: Verdict | null): ReplyRow | null =>
  verdict?.reply && ANSWERED_BY_SAFETY.has(verdict.action)
    ? {
        threadId: turn.thread.id,
        userId: turn.userId,
        fromUser: false,
        type: 'message',
        text: SAFETY_REPLIES[verdict.reply],
        answeredBy: 'offline',
      }
    : null

/**
 * One coach turn over an open event stream (docs/plans/issue-10-coach.md §2.3): the person's message is checked
 * and stored, our material found, the reply generated (model or offline) through the output gate, and stored
 * as it ended: complete, stopped (the person left) or failed. Exactly one `done` or `error` ends it.
 */
export async function runTurn(ctx: AppContext, turn: PreparedTurn, stream: TurnStream) {
  const verdict = turn.text ? classify(turn.text, 'in') : null
  const safeText = turn.text ? redactPersonalInfo(turn.text) : ''
  const answeredBySafety = safetyReply(turn, verdict)
  // Our material is searched while the message is stored (two connections): one round trip fewer before the
  // reply's first word. Awaited in continueTurn; a turn that breaks first must not leave it unhandled.
  const material = answeredBySafety ? null : searchMaterial(ctx, turn, safeText, stream.signal)
  material?.catch(() => undefined)
  const stored = safeText
    ? await storeUserMessage(ctx, turn, safeText, answeredBySafety ?? replyPlaceholder(turn))
    : null
  const placeholder = stored?.reply?.status === 'streaming' ? stored.reply : null
  try {
    await continueTurn(ctx, turn, stream, { verdict, safeText, stored, material })
  } catch (err) {
    // Stored with the message before anything could fail: a reply that never started must not stay "streaming".
    if (placeholder)
      await ctx.db
        .delete(chatMessages)
        .where(and(eq(chatMessages.id, placeholder.id), eq(chatMessages.status, 'streaming')))
        .catch(() => undefined)
    throw err
  }
}

type Stored = Awaited<ReturnType<typeof storeUserMessage>> | null

/** The material for the reply: the bank's and our notes' passages nearest the message and the question in view. */
async function searchMaterial(ctx: AppContext, turn: PreparedTurn, safeText: string, signal: AbortSignal) {
  const query = [safeText, turn.question?.view.text ?? ''].join(' ').trim()
  // A reply in our own words asks no model, so nothing of the message goes out for an embedding either.
  const embedding = turn.fixedReply === undefined ? await embedQuery(ctx, query, signal) : undefined
  return findMaterial(ctx.db, query, turn.scope, embedding)
}

/** The turn once the person's message is stored: safety's answer, or our material and the reply. */
async function continueTurn(
  ctx: AppContext,
  turn: PreparedTurn,
  stream: TurnStream,
  {
    verdict,
    safeText,
    stored,
    material: search,
  }: {
    verdict: Verdict | null
    safeText: string
    stored: Stored
    /** The material being searched; null when safety answers the message (no reply is generated). */
    material: ReturnType<typeof searchMaterial> | null
  },
) {
  const userMessage = stored?.userMessage ?? null
  const files = turn.attachments ?? []
  if (userMessage) {
    if (files.length)
      await ctx.db.insert(chatAttachments).values(files.map((f) => ({ ...f, messageId: userMessage.id })))
    stream.send({ event: 'message', data: { message: presentMessage(userMessage, { attachments: files }) } })
    if (verdict)
      await recordFindings(
        ctx.db,
        { messageId: userMessage.id, threadId: turn.thread.id, studentId: turn.studentId },
        verdict.findings,
        'in',
        'offline',
      )
    if (turn.studentId && verdict?.findings.some((f) => f.severity === 3))
      alertParentsOfSeriousFlag(ctx, turn.studentId)
  }
  if (!search) {
    const reply =
      stored?.reply ?? (await insertMessages(ctx.db, turn.thread, [safetyReply(turn, verdict)!]))[0]
    return finish(ctx, turn, stream, reply, 'offline')
  }

  const [history, material] = await Promise.all([
    userMessage && !turn.newThread ? recentMessages(ctx.db, turn.thread.id, userMessage.id) : [],
    search,
  ])
  const coachTurn: CoachTurn = {
    kind: turn.kind,
    message: safeText,
    history,
    level: turn.names.level,
    subject: turn.names.subject,
    material: [...filesAsMaterial(files), ...material],
    question: turn.question?.view ?? null,
    nudge: turn.nudge,
    classSummary: turn.classSummary,
    prompt: turn.prompt,
    state: structuredClone(turn.thread.state ?? {}),
  }
  const outcome = await generateReply(ctx, turn, coachTurn, stream, stored?.reply ?? undefined)
  await stream.hold.release(coachTurn.state)
  if (!outcome) return
  if (turn.afterReply && outcome.row.status === 'complete') {
    try {
      await turn.afterReply(outcome.row, userMessage)
    } catch (err) {
      ctx.log.warn({ threadId: turn.thread.id, ...errorKind(err) }, 'after-reply step failed')
    }
  }
  if (outcome.row.status === 'complete') return finish(ctx, turn, stream, outcome.row, outcome.answeredBy)
}

/** A PDF's text is the coach's to read; a picture it cannot see is named, so it can ask for the question typed. */
function filesAsMaterial(files: NonNullable<PreparedTurn['attachments']>): CoachTurn['material'] {
  return files.map((f, i) => ({
    id: -(i + 1),
    kind: 'document',
    title: `The student's file "${f.name}"`,
    body:
      f.extractedText ??
      'A picture or scan the coach cannot read here: ask the student to type the question or the part they need.',
    rank: 1,
  }))
}

async function finish(
  ctx: AppContext,
  turn: PreparedTurn,
  stream: TurnStream,
  reply: MessageRow,
  answeredBy: 'offline' | 'model',
) {
  // A reply just written has no reactions, bookmark or files yet: only a survey card needs its options read.
  const message = reply.surveyQuestionId ? await presentStoredMessage(ctx.db, reply) : presentMessage(reply)
  stream.send({ event: 'message', data: { message } })
  stream.send({
    event: 'done',
    data: {
      thread_id: turn.thread.id,
      message_id: reply.id,
      title: turn.thread.title,
      answered_by: answeredBy,
    },
  })
}
