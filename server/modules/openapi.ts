import { generateOpenApi } from '@ts-rest/open-api'
import type { FastifyInstance } from 'fastify'

let document: ReturnType<typeof generateOpenApi> | undefined

/** The OpenAPI document of the whole contract, generated (and the contract loaded) on first request. */
export function registerOpenApi(app: FastifyInstance) {
  app.get('/api/v1/openapi.json', async () => {
    const { contract } = await import('../../contracts/index')
    document ??= generateOpenApi(
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
    )
    return document
  })
}
