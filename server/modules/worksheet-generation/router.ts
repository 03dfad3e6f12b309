import type { ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import {
  worksheetGenerationContract as contract,
  GenerateWorksheetsFieldsSchema,
} from '../../../contracts/worksheet-generation'
import { readFormFields } from '../../lib/form-fields'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { listDocuments, uploadDocuments } from './documents'
import { cancelJob, readJob } from './jobs'
import { aiWorksheetForClass, generateWorksheets, generationHistory, generatorWorksheet } from './run'

const served = {
  generateWorksheets: contract.generateWorksheets,
  listGeneratedWorksheets: contract.listGeneratedWorksheets,
  getGenerationJob: contract.getGenerationJob,
  cancelGenerationJob: contract.cancelGenerationJob,
  uploadGenerationDocuments: contract.uploadGenerationDocuments,
  listUploadedDocuments: contract.listUploadedDocuments,
  runWorksheetGenerator: contract.runWorksheetGenerator,
  createAiWorksheet: contract.createAiWorksheet,
}

const FORM_RULES = { fields: { maxCount: 40, maxBytes: 24 * 1024 }, files: {}, totalBytes: 256 * 1024 }

/** Worksheet generation (spec 7.9; ADR 0054): runs with progress and cancel, documents, and quick drafts. */
export function registerWorksheetGenerationRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(served, {
    generateWorksheets: async ({ request, reply }) => {
      const { fields } = await readFormFields(request, FORM_RULES, GenerateWorksheetsFieldsSchema, [
        'source_ids',
        'curriculum_ids',
      ])
      // The spec's request is abortable: a teacher who closes the page or presses Cancel stops the work.
      const aborted = new AbortController()
      const response = (reply as unknown as { raw: ServerResponse }).raw
      const onClose = () => {
        if (!response.writableEnded) aborted.abort()
      }
      response.on('close', onClose)
      try {
        return {
          status: 201,
          body: await generateWorksheets(ctx, currentUser(request), fields, aborted.signal),
        }
      } finally {
        response.off('close', onClose)
      }
    },
    listGeneratedWorksheets: async ({ request, query }) => ({
      status: 200,
      body: await generationHistory(ctx, currentUser(request), query.page, query.size),
    }),
    getGenerationJob: async ({ request, params }) => ({
      status: 200,
      body: await readJob(ctx, currentUser(request), params.requestId),
    }),
    cancelGenerationJob: async ({ request, params }) => ({
      status: 200,
      body: await cancelJob(ctx, currentUser(request), params.requestId),
    }),
    uploadGenerationDocuments: async ({ request, params }) => ({
      status: 201,
      body: await uploadDocuments(ctx, currentUser(request), params.type, request),
    }),
    listUploadedDocuments: async ({ request, params }) => ({
      status: 200,
      body: await listDocuments(ctx, currentUser(request), params.type),
    }),
    runWorksheetGenerator: async ({ request, body }) => ({
      status: 201,
      body: await generatorWorksheet(ctx, currentUser(request), body),
    }),
    createAiWorksheet: async ({ request, body }) => ({
      status: 201,
      body: await aiWorksheetForClass(ctx, currentUser(request), body),
    }),
  })
  return registerContract(app, served, router)
}
