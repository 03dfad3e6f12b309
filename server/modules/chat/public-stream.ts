import type { AppRoute } from '@ts-rest/core'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ThreadQuery } from '../../../contracts/chat-schemas'
import { PROMPT_TYPE_COACH } from '../../../contracts/constants'
import { contract } from '../../../contracts/index'
import type { AppContext } from '../../context'
import { academicLevels, publicWorksheets, worksheets } from '../../db/schema'
import { notFound } from '../../errors'
import { hashToken } from '../../lib/crypto'
import { checkChatAllowance } from '../coach/limits'
import { scopeNames, subjectNamedIn } from '../coach/material'
import { coachPrompt } from '../coach/prompt'
import { questionOfWorksheet } from '../coach/question-in-view'
import { lockThread, openThread } from '../coach/threads'
import type { PreparedTurn } from '../coach/turn'
import { parseWith, streamTurn } from './serve-turn'
import { lastUserText } from './stream-fields'

type PublicBody = {
  session_id: string
  locale: string
  messages: { role: 'user' | 'assistant'; content: string }[]
  quiz_id?: number
  turn_id?: string
}

/** "P4", "primary 6": the level a visitor names; Primary 5 otherwise (most visitors' children). */
async function levelNamedIn(ctx: AppContext, text: string) {
  const named = /\b(?:p|primary\s*)([1-6])\b/i.exec(text)?.[1] ?? '5'
  const [row] = await ctx.db
    .select()
    .from(academicLevels)
    .where(eq(academicLevels.name, `P${named}`))
  return row?.id ?? null
}

/** A question of the public worksheet the visitor has open, by the number they name ("question 2"). */
async function publicQuestion(ctx: AppContext, worksheetId: number, text: string) {
  const [sheet] = await ctx.db
    .select({ id: worksheets.id })
    .from(publicWorksheets)
    .innerJoin(worksheets, eq(worksheets.id, publicWorksheets.worksheetId))
    .where(eq(publicWorksheets.worksheetId, worksheetId))
  if (!sheet) throw notFound('There is no such public worksheet.')
  const position = Number(/\b(?:question|qn|q|no\.?|number)\s*#?\s*(\d{1,2})\b/i.exec(text)?.[1] ?? 0)
  return position ? questionOfWorksheet(ctx.db, sheet.id, position) : null
}

async function preparePublicTurn(ctx: AppContext, body: PublicBody, threadId?: string) {
  const text = lastUserText(body.messages)
  const owner = { sessionHash: hashToken(body.session_id) }
  await checkChatAllowance(ctx, owner, 'public')
  const found = body.quiz_id ? await publicQuestion(ctx, body.quiz_id, text) : null
  const thread = await openThread(ctx.db, owner, 'public', threadId, {
    quizId: body.quiz_id ?? null,
    locale: body.locale,
  })
  const levelId = found?.academicLevelId ?? (await levelNamedIn(ctx, text))
  const subjectId = found?.subjectId ?? (await subjectNamedIn(ctx.db, text))
  const turn: PreparedTurn = {
    kind: 'public',
    thread,
    newThread: !threadId,
    userId: null,
    studentId: null,
    text,
    turnId: body.turn_id,
    nudge: null,
    messageType: 'message',
    // A visitor's answers are not ours to know: the question they ask about is always guarded.
    question: found ? { view: found.view, guarded: true } : null,
    scope: { levelId, subjectId, schoolId: null, publicOnly: true },
    names: await scopeNames(ctx.db, levelId, subjectId),
    prompt: await coachPrompt(ctx, PROMPT_TYPE_COACH.PUBLIC_COACH, levelId, subjectId),
  }
  return turn
}

/** POST /chat/public/stream: the coach of the landing pages, for visitors known only by a session id. */
export function registerPublicStreamRoute(app: FastifyInstance) {
  const { ctx } = app
  const route: AppRoute = contract.chat.streamPublicChat
  app.post('/api/v1/chat/public/stream', {
    config: { tsRestRoute: route, rateLimit: { max: 20, timeWindow: 60_000 } },
    handler: async (request, reply) => {
      const query = parseWith(ThreadQuery, request.query)
      const body = parseWith(contract.chat.streamPublicChat.body, request.body) as PublicBody
      const turn = await preparePublicTurn(ctx, body, query.thread_id)
      const hold = await lockThread(ctx.db, turn.thread.id, !query.thread_id)
      await streamTurn(ctx, request, reply, turn, hold)
    },
  })
}
