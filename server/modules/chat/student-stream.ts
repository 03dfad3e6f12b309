import type { AppRoute } from '@ts-rest/core'
import type { FastifyInstance } from 'fastify'
import { ThreadQuery } from '../../../contracts/chat-schemas'
import { PROMPT_TYPE_COACH } from '../../../contracts/constants'
import { contract } from '../../../contracts/index'
import type { AppContext, UserRow } from '../../context'
import { currentUser } from '../../plugins/authenticate'
import { checkChatBurst, refuseOverAllowance, sentToday } from '../coach/limits'
import { scopeNames, subjectNamedIn } from '../coach/material'
import { coachPrompt } from '../coach/prompt'
import { studentQuestionInView } from '../coach/question-in-view'
import { lockThread, openThread } from '../coach/threads'
import type { PreparedTurn } from '../coach/turn'
import { courseAccessOf } from '../courses/entitlement'
import { storeAttachments } from './attachments'
import { parseWith, streamTurn } from './serve-turn'
import { lastUserText, nudgeOf, readStreamFields, type StreamFields } from './stream-fields'
import { studentTurnHooks } from './student-hooks'

/** Everything a student's turn needs, decided before the stream opens (so every refusal is a plain 4xx). */
async function prepareStudentTurn(
  ctx: AppContext,
  student: UserRow,
  fields: StreamFields,
  threadId?: string,
) {
  const text = lastUserText(fields.messages)
  const nudge = nudgeOf(fields)
  const question = fields.quiz_id
    ? await studentQuestionInView(ctx.db, student, fields.quiz_id, fields.question_position ?? 1)
    : null
  const owner = { userId: student.id }
  if (text) await checkChatBurst(ctx, owner)
  // The courses and the day's count are read at once, on two connections. As one statement (json_agg of the
  // courses beside the count) they cost the same CPU but held the embedded database longer per turn, and the
  // chat benchmark's first tokens came 3 ms later at the median (ADR 0070).
  const [access, sent] = await Promise.all([
    courseAccessOf(ctx.db, student),
    text ? sentToday(ctx, owner, student.id, new Date()) : 0,
  ])
  if (text) {
    const liteOnly = access.size > 0 && [...access.values()].every((a) => !a.full)
    refuseOverAllowance('student', sent, liteOnly)
  }
  const thread = await openThread(ctx.db, owner, 'student', threadId, { quizId: fields.quiz_id ?? null })
  const subjectId = question?.subjectId ?? (await subjectNamedIn(ctx.db, text))
  const levelId = question?.academicLevelId ?? student.academicLevelId
  const turn: PreparedTurn = {
    kind: 'student',
    thread,
    newThread: !threadId,
    userId: student.id,
    studentId: student.id,
    text,
    turnId: fields.turn_id,
    nudge,
    messageType: nudge?.group === 'onboarding' ? 'onboarding' : nudge?.group === 'plan' ? 'plan' : 'message',
    triggerId: nudge?.group === 'trigger' ? Number(nudge.type) : null,
    question,
    scope: {
      levelId,
      subjectId,
      courseIds: [...access.keys()],
      schoolId: student.schoolId,
      publicOnly: false,
      excludeSolutionsUnsubmittedBy: student.id,
    },
    names: await scopeNames(ctx.db, levelId, subjectId),
    prompt: await coachPrompt(ctx, PROMPT_TYPE_COACH.TUTOR, levelId, subjectId),
  }
  const hooks = await studentTurnHooks(ctx, student, fields, turn)
  return { turn: { ...turn, ...hooks, triggerId: hooks.triggerId ?? turn.triggerId }, thread }
}

/** POST /chat/stream: a student talks to their tutor; the reply streams as Server-Sent Events. */
export function registerStudentStreamRoute(app: FastifyInstance) {
  const { ctx } = app
  const route: AppRoute = contract.chat.streamChat
  app.post('/api/v1/chat/stream', {
    config: { tsRestRoute: route },
    handler: async (request, reply) => {
      const student = currentUser(request)
      const query = parseWith(ThreadQuery, request.query)
      const { fields, files } = await readStreamFields(request)
      const { turn, thread } = await prepareStudentTurn(ctx, student, fields, query.thread_id)
      const hold = await lockThread(ctx.db, thread.id, !query.thread_id)
      try {
        const attachments = files.length ? await storeAttachments(ctx, student.id, files) : []
        await streamTurn(ctx, request, reply, { ...turn, attachments }, hold)
      } catch (err) {
        await hold.release()
        throw err
      }
    },
  })
}
