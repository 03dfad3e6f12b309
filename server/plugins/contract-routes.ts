import type { AppRouter } from '@ts-rest/core'
import { initServer, type RouterImplementation } from '@ts-rest/fastify'
import type { FastifyInstance } from 'fastify'
import { validationReply } from './errors'

export const s = initServer()

/**
 * Registers a contract router in its own Fastify context: ts-rest installs an error handler for
 * validation failures there, and everything else bubbles up to the app's error handler.
 */
export function registerContract<T extends AppRouter>(
  app: FastifyInstance,
  contract: T,
  router: RouterImplementation<T>,
) {
  return app.register(async (child) => {
    s.registerRouter(contract, router, child, {
      logInitialization: false,
      jsonQuery: false,
      responseValidation: false,
      requestValidationErrorHandler: (err, _request, reply) => reply.status(400).send(validationReply(err)),
    })
  })
}
