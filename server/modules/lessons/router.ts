import type { FastifyInstance } from 'fastify'
import { lessonProgressContract } from '../../../contracts/lesson-progress'
import { lessonsContract } from '../../../contracts/lessons'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { assignLesson } from './assign'
import {
  createLesson,
  deleteLesson,
  duplicateLesson,
  getLesson,
  listLessons,
  listSchoolLessons,
  updateLesson,
} from './crud'
import { completeItem, learningPath, lessonProgress, sectionReport } from './progress'

const served = { ...lessonsContract, ...lessonProgressContract }

/** Lessons (spec 7.8, ADR 0056): made by a school or Lantern, set for classes, followed as a learning path. */
export function registerLessonRoutes(app: FastifyInstance) {
  const { ctx } = app
  const router = s.router(served, {
    listLessons: async ({ request, query }) => ({
      status: 200,
      body: await listLessons(ctx, currentUser(request), query),
    }),
    listSchoolLessons: async ({ request, query }) => ({
      status: 200,
      body: await listSchoolLessons(ctx, currentUser(request), query),
    }),
    createLesson: async ({ request, body }) => ({
      status: 201,
      body: await createLesson(ctx, currentUser(request), body),
    }),
    getLesson: async ({ request, params }) => ({
      status: 200,
      body: await getLesson(ctx, currentUser(request), params.id),
    }),
    updateLesson: async ({ request, params, body }) => ({
      status: 200,
      body: await updateLesson(ctx, currentUser(request), params.id, body),
    }),
    deleteLesson: async ({ request, params }) => ({
      status: 200,
      body: await deleteLesson(ctx, currentUser(request), params.id),
    }),
    duplicateLesson: async ({ request, params, body }) => ({
      status: 201,
      body: await duplicateLesson(ctx, currentUser(request), params.id, body),
    }),
    assignLesson: async ({ request, params, body }) => ({
      status: 200,
      body: await assignLesson(ctx, currentUser(request), params.id, body),
    }),
    completeLessonItem: async ({ request, params }) => ({
      status: 200,
      body: await completeItem(ctx, currentUser(request), params.id),
    }),
    getLessonProgress: async ({ request, query }) => ({
      status: 200,
      body: await lessonProgress(ctx, currentUser(request), query),
    }),
    getLearningPath: async ({ request, query }) => ({
      status: 200,
      body: await learningPath(ctx, currentUser(request), query.course_id),
    }),
    getLessonSectionReport: async ({ request, params, query }) => ({
      status: 200,
      body: await sectionReport(ctx, currentUser(request), params.id, query),
    }),
  })
  return registerContract(app, served, router)
}
