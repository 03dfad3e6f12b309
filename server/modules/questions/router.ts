import type { FastifyInstance } from 'fastify'
import { registerQuestionAuthoringRoutes } from './authoring-routes'
import { registerQuestionReadingRoutes } from './reading-routes'

/** Spec 7.6: the question bank, its authoring and its per-question settings. */
export function registerQuestionRoutes(app: FastifyInstance) {
  registerQuestionReadingRoutes(app)
  registerQuestionAuthoringRoutes(app)
}
