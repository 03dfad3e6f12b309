import type { FastifyInstance } from 'fastify'
import { worksheetGenerationContract } from '../../../contracts/worksheet-generation'
import { DOCX_CONTENT_TYPE, worksheetReportsContract } from '../../../contracts/worksheet-reports'
import { worksheetsContract } from '../../../contracts/worksheets'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { classAvailability, listCourseWorksheets } from './catalog'
import {
  addQuestions,
  createWorksheet,
  deleteWorksheet,
  duplicateWorksheet,
  getWorksheet,
  listWorksheets,
  reassignWorksheet,
  removeQuestion,
  renameWorksheet,
  unassignWorksheet,
} from './crud'
import { worksheetClassReport, worksheetProgress } from './progress'
import { generateSharedWorksheet, getPublicWorksheet } from './shared'
import { exportWord } from './word-export'

const served = {
  listWorksheets: worksheetsContract.listWorksheets,
  createWorksheet: worksheetsContract.createWorksheet,
  getWorksheet: worksheetsContract.getWorksheet,
  getPublicWorksheet: worksheetsContract.getPublicWorksheet,
  generateSharedWorksheet: worksheetGenerationContract.generateSharedWorksheet,
  updateWorksheet: worksheetsContract.updateWorksheet,
  deleteWorksheet: worksheetsContract.deleteWorksheet,
  addWorksheetQuestions: worksheetsContract.addWorksheetQuestions,
  removeWorksheetQuestion: worksheetsContract.removeWorksheetQuestion,
  unassignWorksheet: worksheetsContract.unassignWorksheet,
  reassignWorksheet: worksheetsContract.reassignWorksheet,
  duplicateWorksheet: worksheetsContract.duplicateWorksheet,
  listCourseWorksheets: worksheetsContract.listCourseWorksheets,
  getClassWorksheetAvailability: worksheetsContract.getClassWorksheetAvailability,
  exportWorksheetWord: worksheetReportsContract.exportWorksheetWord,
  getWorksheetProgress: worksheetReportsContract.getWorksheetProgress,
  getWorksheetClassReport: worksheetReportsContract.getWorksheetClassReport,
}

/**
 * Worksheets (spec 7.9): a teacher's own and their classes', their questions, and assigning them (ADR 0050);
 * a family's fortnight worksheet shared by link, and the public read of shared ones (ADR 0055).
 */
export function registerWorksheetRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(served, {
    listWorksheets: async ({ request, query }) => ({
      status: 200,
      body: await listWorksheets(ctx, currentUser(request), query),
    }),
    createWorksheet: async ({ request }) => ({
      status: 201,
      body: await createWorksheet(ctx, currentUser(request), request),
    }),
    getWorksheet: async ({ request, params }) => ({
      status: 200,
      body: await getWorksheet(ctx, currentUser(request), params.id),
    }),
    getPublicWorksheet: async ({ params, query }) => ({
      status: 200,
      body: await getPublicWorksheet(ctx, params.id, query.public_chat_session_id),
    }),
    generateSharedWorksheet: async ({ request, body }) => ({
      status: 201,
      body: await generateSharedWorksheet(ctx, currentUser(request), body),
    }),
    updateWorksheet: async ({ request, params, body }) => ({
      status: 200,
      body: await renameWorksheet(ctx, currentUser(request), params.id, body),
    }),
    deleteWorksheet: async ({ request, params, query }) => ({
      status: 200,
      body: await deleteWorksheet(ctx, currentUser(request), params.id, query.assignment_id),
    }),
    addWorksheetQuestions: async ({ request, params, query }) => ({
      status: 200,
      body: await addQuestions(ctx, currentUser(request), params.id, query.question_ids),
    }),
    removeWorksheetQuestion: async ({ request, params }) => ({
      status: 200,
      body: await removeQuestion(ctx, currentUser(request), params.id, params.questionId),
    }),
    unassignWorksheet: async ({ request, params, query }) => ({
      status: 200,
      body: await unassignWorksheet(
        ctx,
        currentUser(request),
        params.id,
        params.assignmentId,
        query.student_ids,
      ),
    }),
    reassignWorksheet: async ({ request, params }) => ({
      status: 201,
      body: await reassignWorksheet(ctx, currentUser(request), params.id, request),
    }),
    duplicateWorksheet: async ({ request, params, body }) => ({
      status: 201,
      body: await duplicateWorksheet(ctx, currentUser(request), params.id, body.class_id),
    }),
    listCourseWorksheets: async ({ request, params, query }) => ({
      status: 200,
      body: await listCourseWorksheets(ctx, currentUser(request), params.courseId, query.class_id),
    }),
    getClassWorksheetAvailability: async ({ request, params }) => ({
      status: 200,
      body: await classAvailability(ctx, currentUser(request), params.classId),
    }),
    getWorksheetProgress: async ({ request, params, query }) => ({
      status: 200,
      body: await worksheetProgress(ctx, currentUser(request), params.classId, query),
    }),
    getWorksheetClassReport: async ({ request, params }) => ({
      status: 200,
      body: await worksheetClassReport(ctx, currentUser(request), params),
    }),
    exportWorksheetWord: async ({ request, reply, query }) => {
      const file = await exportWord(ctx, currentUser(request), query.question_ids, query.title)
      const name =
        query.title
          .replace(/[^\p{L}\p{N} _-]+/gu, '')
          .trim()
          .slice(0, 80) || 'Worksheet'
      reply.type(DOCX_CONTENT_TYPE)
      reply.header(
        'content-disposition',
        `attachment; filename="${name.replace(/[^\x20-\x7e]/g, '_')}.docx"; filename*=UTF-8''${encodeURIComponent(name)}.docx`,
      )
      reply.header('cache-control', 'no-store')
      return { status: 200, body: file }
    },
  })
  return registerContract(app, served, router)
}
