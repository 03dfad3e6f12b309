import type { FastifyInstance } from 'fastify'
import { contract } from '../../../contracts/index'
import { notFound } from '../../errors'
import { quizEvaluations } from './catalog'
import { streamMarking } from './stream-marking'
import { commitSubmission, invalid } from './submit'

/**
 * POST /quiz/:id/questions/:position/check (beyond spec, ADR 0062): practice mode marks one answer as the child
 * checks it, streamed like a hand-in; a wrong answer can be checked again, each try kept.
 */
export function registerCheckRoute(app: FastifyInstance) {
  const route = contract.quiz.checkQuizAnswer
  app.post<{ Params: { id: string; position: string } }>('/api/v1/quiz/:id/questions/:position/check', {
    config: { tsRestRoute: route },
    handler: async (request, reply) => {
      const params = route.pathParams.safeParse(request.params)
      if (!params.success) throw invalid(params.error)
      const body = route.body.safeParse(request.body ?? {})
      if (!body.success) throw invalid(body.error)
      const { id: quizId, position } = params.data
      await streamMarking(app, request, reply, quizId, async (student, owned) => {
        const loaded = await quizEvaluations(app.ctx.db, quizId, owned.worksheet.id)
        const row = loaded.rows.find((r) => r.position === position)
        if (!row) throw notFound(`This quiz has no question ${position}.`)
        const answer = { ...body.data, question_id: row.questionId, evaluation_id: row.id }
        const submission = { fields: { evaluations: [answer] } }
        // The rows just read serve the commit too: one read of them per check, not two.
        return commitSubmission(app.ctx, student, owned, false, submission, true, loaded)
      })
    },
  })
}
