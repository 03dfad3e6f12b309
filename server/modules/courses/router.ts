import type { FastifyInstance } from 'fastify'
import { coursesContract } from '../../../contracts/courses'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { perAddressLimit } from '../../plugins/rate-limit'
import {
  getCourse,
  getCourseSharers,
  getPublicCourse,
  listCourses,
  listPublicCourses,
  listUserCourses,
} from './catalog'
import { getContent, listContent } from './content'

/** The course and content calls of spec 7.3, and the public catalogue behind the guest course browse. */
export function registerCourseRoutes(app: FastifyInstance) {
  const { ctx } = app
  const publicLimit = perAddressLimit(app, 60, 1)
  const router = s.router(coursesContract, {
    listUserCourses: async ({ request, query }) => ({
      status: 200,
      body: { courses: await listUserCourses(ctx, currentUser(request), query) },
    }),
    listCourses: async ({ request, query }) => ({
      status: 200,
      body: { courses: await listCourses(ctx, currentUser(request), query) },
    }),
    getCourse: async ({ request, params }) => ({
      status: 200,
      body: await getCourse(ctx, currentUser(request), params.id),
    }),
    getCourseSharers: async ({ request, params }) => ({
      status: 200,
      body: { courses: await getCourseSharers(ctx, currentUser(request), params.id) },
    }),
    listPublicCourses: {
      hooks: publicLimit,
      handler: async ({ query }) => ({ status: 200, body: { courses: await listPublicCourses(ctx, query) } }),
    },
    getPublicCourse: {
      hooks: publicLimit,
      handler: async ({ params }) => ({ status: 200, body: await getPublicCourse(ctx, params.id) }),
    },
    listContent: async ({ request, query }) => ({
      status: 200,
      body: { contents: await listContent(ctx, currentUser(request), query) },
    }),
    getContent: async ({ request, params }) => ({
      status: 200,
      body: await getContent(ctx, currentUser(request), params.id),
    }),
  })
  return registerContract(app, coursesContract, router)
}
