import type { AppRoute } from '@ts-rest/core'
import type { FastifyInstance } from 'fastify'
import { ThreadQuery } from '../../../contracts/chat-schemas'
import { PROMPT_TYPE_COACH } from '../../../contracts/constants'
import { contract } from '../../../contracts/index'
import type { AppContext, UserRow } from '../../context'
import { notFound } from '../../errors'
import { currentUser } from '../../plugins/authenticate'
import { classSummary, withNames } from '../coach/class-summary'
import { reachesClass } from '../coach/engagement/reach'
import { checkChatAllowance } from '../coach/limits'
import { scopeNames, subjectNamedIn } from '../coach/material'
import { coachPrompt } from '../coach/prompt'
import { lockThread, openThread } from '../coach/threads'
import type { PreparedTurn } from '../coach/turn'
import { parseWith, streamTurn } from './serve-turn'
import { lastUserText } from './stream-fields'

type TeacherBody = {
  messages: { role: 'user' | 'assistant'; content: string }[]
  class_id?: number
  turn_id?: string
}

/** A teacher's turn: about one of their classes (its recent results) or, with no class, about teaching in general. */
async function prepareTeacherTurn(ctx: AppContext, teacher: UserRow, body: TeacherBody, threadId?: string) {
  if (body.class_id && !(await reachesClass(ctx.db, teacher, body.class_id)))
    throw notFound('There is no such class among yours.')
  const owner = { userId: teacher.id }
  const text = lastUserText(body.messages)
  await checkChatAllowance(ctx, owner, 'teacher')
  const thread = await openThread(ctx.db, owner, 'teacher', threadId, { classId: body.class_id ?? null })
  const summary = body.class_id ? await classSummary(ctx.db, body.class_id) : null
  const levelId = summary?.levelId ?? null
  const subjectId = summary?.subjectId ?? (await subjectNamedIn(ctx.db, text))
  const turn: PreparedTurn = {
    kind: 'teacher',
    thread,
    newThread: !threadId,
    userId: teacher.id,
    studentId: null,
    text,
    turnId: body.turn_id,
    nudge: null,
    messageType: 'message',
    question: null,
    scope: { levelId, subjectId, schoolId: teacher.schoolId, publicOnly: false },
    names: await scopeNames(ctx.db, levelId, subjectId),
    classSummary: summary?.text,
    rename: summary ? (reply) => withNames(reply, summary.names) : undefined,
    prompt: await coachPrompt(ctx, PROMPT_TYPE_COACH.TEACHER_ASSISTANT, levelId, subjectId),
  }
  return turn
}

/** POST /chat/teacher/stream: the teaching assistant, who knows the chosen class's recent results. */
export function registerTeacherStreamRoute(app: FastifyInstance) {
  const { ctx } = app
  const route: AppRoute = contract.chat.streamTeacherChat
  app.post('/api/v1/chat/teacher/stream', {
    config: { tsRestRoute: route },
    handler: async (request, reply) => {
      const teacher = currentUser(request)
      const query = parseWith(ThreadQuery, request.query)
      const body = parseWith(contract.chat.streamTeacherChat.body, request.body) as TeacherBody
      const turn = await prepareTeacherTurn(ctx, teacher, body, query.thread_id)
      const hold = await lockThread(ctx.db, turn.thread.id, !query.thread_id)
      await streamTurn(ctx, request, reply, turn, hold)
    },
  })
}
