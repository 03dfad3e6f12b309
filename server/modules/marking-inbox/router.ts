import type { FastifyInstance } from 'fastify'
import { markingInboxContract } from '../../../contracts/marking-inbox'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { listMarkingInbox } from './inbox'

/** The teacher's marking inbox (issue 12, ADR 0052); the marks go through PATCH /quiz/student-evaluation-questions. */
export function registerMarkingInboxRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(markingInboxContract, {
    listMarkingInbox: async ({ request, query }) => ({
      status: 200,
      body: await listMarkingInbox(ctx, currentUser(request), query),
    }),
  })
  registerContract(app, markingInboxContract, router)
}
