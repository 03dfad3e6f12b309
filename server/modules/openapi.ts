import { generateOpenApi } from '@ts-rest/open-api'
import type { FastifyInstance } from 'fastify'

let documentJson: string | undefined

/** The OpenAPI document of the whole contract, generated and serialised once, on first request. */
export function registerOpenApi(app: FastifyInstance) {
  app.get('/api/v1/openapi.json', async (_request, reply) => {
    if (!documentJson) {
      const { contract } = await import('../../contracts/index')
      documentJson = JSON.stringify(
        generateOpenApi(
          contract,
          {
            info: {
              title: 'Lantern API',
              version: '1.0.0',
              description: 'Every call of the Lantern platform. Calls marked public need no bearer token.',
            },
            components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
            security: [{ bearer: [] }],
          },
          { setOperationId: true },
        ),
      )
    }
    return reply.type('application/json').send(documentJson)
  })
}
