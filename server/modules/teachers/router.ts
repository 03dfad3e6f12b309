import type { FastifyInstance } from 'fastify'
import { classesContract } from '../../../contracts/classes'
import { teachersContract } from '../../../contracts/teachers'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import {
  assignClassUsers,
  createClass,
  createTeacherClass,
  getTeacherClass,
  listTeacherClasses,
  setClassStudents,
  unassignClassUsers,
} from './classes'
import { createActivationCodes } from './codes'
import { createSchoolStudent, importSchoolStudents, resetStudentPassword } from './enrol'
import {
  getTeacher,
  getTeacherParent,
  getTeacherStudent,
  listTeacherParents,
  listTeacherStudents,
  listTeachers,
} from './people'
import { classReport, classTopicReport, difficultyCount, studentReport, studentTopicReport } from './reports'
import { getSchoolDetails, listActivationCodes } from './school'

const classCalls = {
  setClassStudents: classesContract.setClassStudents,
  createClass: classesContract.createClass,
  getClassReport: classesContract.getClassReport,
  getClassTopicReport: classesContract.getClassTopicReport,
  getStudentReport: classesContract.getStudentReport,
  getStudentTopicReport: classesContract.getStudentTopicReport,
  getStudentDifficultyCount: classesContract.getStudentDifficultyCount,
}

/** The teacher area (spec 7.10) and the class calls of 7.8 that manage a class's people. */
export function registerTeacherRoutes(app: FastifyInstance) {
  const { ctx } = app
  const teachers = s.router(teachersContract, {
    listTeachers: async ({ request, query }) => ({
      status: 200,
      body: await listTeachers(ctx, currentUser(request), query),
    }),
    listTeacherStudents: async ({ request, query }) => ({
      status: 200,
      body: await listTeacherStudents(ctx, currentUser(request), query),
    }),
    listTeacherParents: async ({ request }) => ({
      status: 200,
      body: await listTeacherParents(ctx, currentUser(request)),
    }),
    getTeacherStudent: async ({ request, params }) => ({
      status: 200,
      body: await getTeacherStudent(ctx, currentUser(request), params.id),
    }),
    getTeacher: async ({ request, params }) => ({
      status: 200,
      body: await getTeacher(ctx, currentUser(request), params.id),
    }),
    getTeacherParent: async ({ request, params }) => ({
      status: 200,
      body: await getTeacherParent(ctx, currentUser(request), params.id),
    }),
    listTeacherClasses: async ({ request }) => ({
      status: 200,
      body: await listTeacherClasses(ctx, currentUser(request)),
    }),
    getTeacherClass: async ({ request, params }) => ({
      status: 200,
      body: await getTeacherClass(ctx, currentUser(request), params.id),
    }),
    getSchoolDetails: async ({ request }) => ({
      status: 200,
      body: await getSchoolDetails(ctx, currentUser(request)),
    }),
    listActivationCodes: async ({ request }) => ({
      status: 200,
      body: await listActivationCodes(ctx, currentUser(request)),
    }),
    createTeacherClass: async ({ request, body }) => ({
      status: 201,
      body: await createTeacherClass(ctx, currentUser(request), body),
    }),
    assignClassUsers: async ({ request, params, body }) => ({
      status: 200,
      body: await assignClassUsers(ctx, currentUser(request), params.id, body.user_ids),
    }),
    unassignClassUsers: async ({ request, params, body }) => ({
      status: 200,
      body: await unassignClassUsers(ctx, currentUser(request), params.id, body.user_ids),
    }),
    createSchoolStudent: async ({ request, body }) => ({
      status: 201,
      body: await createSchoolStudent(ctx, currentUser(request), body),
    }),
    importSchoolStudents: async ({ request, body }) => ({
      status: 200,
      body: await importSchoolStudents(ctx, currentUser(request), body),
    }),
    resetStudentPassword: async ({ request, params }) => ({
      status: 200,
      body: await resetStudentPassword(ctx, currentUser(request), params.id),
    }),
    createActivationCodes: async ({ request, body }) => ({
      status: 201,
      body: await createActivationCodes(ctx, currentUser(request), body),
    }),
  })
  const classRoutes = s.router(classCalls, {
    setClassStudents: async ({ request, params, body }) => ({
      status: 200,
      body: await setClassStudents(ctx, currentUser(request), params.id, body.user_ids),
    }),
    createClass: async ({ request, body }) => ({
      status: 201,
      body: await createClass(ctx, currentUser(request), body),
    }),
    getClassReport: async ({ request, params, query }) => ({
      status: 200,
      body: await classReport(ctx, currentUser(request), params.id, query),
    }),
    getClassTopicReport: async ({ request, params, query }) => ({
      status: 200,
      body: await classTopicReport(ctx, currentUser(request), params.id, params.topicId, query),
    }),
    getStudentReport: async ({ request, params, query }) => ({
      status: 200,
      body: await studentReport(ctx, currentUser(request), params.id, params.studentId, query),
    }),
    getStudentTopicReport: async ({ request, params, query }) => ({
      status: 200,
      body: await studentTopicReport(
        ctx,
        currentUser(request),
        { classId: params.id, studentId: params.studentId, topicId: params.topicId },
        query,
      ),
    }),
    getStudentDifficultyCount: async ({ request, params, query }) => ({
      status: 200,
      body: await difficultyCount(ctx, currentUser(request), params.classId, params.studentId, query),
    }),
  })
  registerContract(app, classCalls, classRoutes)
  return registerContract(app, teachersContract, teachers)
}
