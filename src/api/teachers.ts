import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ClassDetailSchema, ClassSummarySchema } from '../../contracts/classes'
import type {
  ActivationCodeSchema,
  ImportRowSchema,
  ParentSummarySchema,
  SignInCardSchema,
  StudentSummarySchema,
  TeacherSummarySchema,
  teachersContract,
} from '../../contracts/teachers'
import { getSessionUser } from '../auth/session'
import { client } from './client'
import { expectStatus } from './errors'

// The teacher area's directory and the school admin's manage pages (ADR 0048, 0049).

export type ClassSummary = z.infer<typeof ClassSummarySchema>
export type ClassDetail = z.infer<typeof ClassDetailSchema>
export type TeacherSummary = z.infer<typeof TeacherSummarySchema>
export type StudentSummary = z.infer<typeof StudentSummarySchema>
export type ParentSummary = z.infer<typeof ParentSummarySchema>
export type ActivationCode = z.infer<typeof ActivationCodeSchema>
export type SignInCard = z.infer<typeof SignInCardSchema>
export type ImportRow = z.infer<typeof ImportRowSchema>
export type NewClass = z.input<typeof teachersContract.createTeacherClass.body>
export type NewStudent = z.input<typeof teachersContract.createSchoolStudent.body>
export type NewCodes = z.input<typeof teachersContract.createActivationCodes.body>
/** `excludeClassId`: only teachers not yet in that class (a class's "add teachers" list, up to 100). */
export type TeacherQuery = { page: number; search: string; excludeClassId?: number }

export const TEACHERS_PAGE_SIZE = 20

export const teacherKeys = {
  all: ['teachers'] as const,
  teachers: (query: TeacherQuery) => ['teachers', 'teachers', query] as const,
  teacher: (id: number) => ['teachers', 'teacher', id] as const,
  students: ['teachers', 'students'] as const,
  student: (id: number) => ['teachers', 'students', id] as const,
  parents: ['teachers', 'parents'] as const,
  parent: (id: number) => ['teachers', 'parents', id] as const,
  classes: ['teachers', 'classes'] as const,
  class: (id: number) => ['teachers', 'classes', id] as const,
  school: ['teachers', 'school'] as const,
  codes: ['teachers', 'activation-codes'] as const,
  courses: ['teachers', 'courses'] as const,
}

export const teachersQueryOptions = (query: TeacherQuery) =>
  queryOptions({
    queryKey: teacherKeys.teachers(query),
    queryFn: async () =>
      expectStatus(
        await client.teachers.listTeachers({
          query: {
            page: query.page,
            size: query.excludeClassId ? 100 : TEACHERS_PAGE_SIZE,
            name_or_username: query.search || undefined,
            exclude_class_id: query.excludeClassId,
            order_by: 'first_name',
          },
        }),
        200,
      ),
    placeholderData: keepPreviousData,
  })

export const teacherQueryOptions = (id: number) =>
  queryOptions({
    queryKey: teacherKeys.teacher(id),
    queryFn: async () => expectStatus(await client.teachers.getTeacher({ params: { id } }), 200),
  })

export const schoolStudentsQueryOptions = () =>
  queryOptions({
    queryKey: teacherKeys.students,
    queryFn: async () => expectStatus(await client.teachers.listTeacherStudents({ query: {} }), 200).students,
  })

export const parentsQueryOptions = () =>
  queryOptions({
    queryKey: teacherKeys.parents,
    queryFn: async () => expectStatus(await client.teachers.listTeacherParents(), 200).parents,
  })

export const parentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: teacherKeys.parent(id),
    queryFn: async () => expectStatus(await client.teachers.getTeacherParent({ params: { id } }), 200),
  })

export const classesQueryOptions = () =>
  queryOptions({
    queryKey: teacherKeys.classes,
    queryFn: async () => expectStatus(await client.teachers.listTeacherClasses(), 200).classes,
  })

export const classQueryOptions = (id: number) =>
  queryOptions({
    queryKey: teacherKeys.class(id),
    queryFn: async () => expectStatus(await client.teachers.getTeacherClass({ params: { id } }), 200),
  })

export const schoolQueryOptions = () =>
  queryOptions({
    queryKey: teacherKeys.school,
    queryFn: async () => expectStatus(await client.teachers.getSchoolDetails(), 200),
  })

export const codesQueryOptions = () =>
  queryOptions({
    queryKey: teacherKeys.codes,
    queryFn: async () => expectStatus(await client.teachers.listActivationCodes(), 200).activation_codes,
  })

/** Courses the school can give: its own and the common ones (the server refuses any other). */
export const schoolCoursesQueryOptions = () =>
  queryOptions({
    queryKey: teacherKeys.courses,
    queryFn: async () => {
      const schoolId = getSessionUser()?.school_id ?? null
      const { courses } = expectStatus(await client.courses.listCourses({ query: {} }), 200)
      return courses.filter((c) => c.is_active && (c.school_id === null || c.school_id === schoolId))
    },
    staleTime: 10 * 60_000,
  })

/** A class's people changed: its detail, the class list's counts and the people's class lists. */
function useClassChanged() {
  const queryClient = useQueryClient()
  return (detail: ClassDetail) => {
    queryClient.setQueryData(teacherKeys.class(detail.id), detail)
    void queryClient.invalidateQueries({ queryKey: teacherKeys.all })
  }
}

export function useCreateClass() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NewClass) =>
      expectStatus(await client.teachers.createTeacherClass({ body }), 201),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  })
}

export function useClassMembers(classId: number) {
  const changed = useClassChanged()
  const add = useMutation({
    mutationFn: async (ids: number[]) =>
      expectStatus(
        await client.teachers.assignClassUsers({ params: { id: classId }, body: { user_ids: ids } }),
        200,
      ),
    onSuccess: changed,
  })
  const remove = useMutation({
    mutationFn: async (ids: number[]) =>
      expectStatus(
        await client.teachers.unassignClassUsers({ params: { id: classId }, body: { user_ids: ids } }),
        200,
      ),
    onSuccess: changed,
  })
  return { add, remove }
}

export function useCreateStudent() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NewStudent) =>
      expectStatus(await client.teachers.createSchoolStudent({ body }), 201),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.all }),
  })
}

/** A dry run only checks; a real run writes every row or none. */
export function useImportStudents() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: { csv: string; dry_run: boolean }) =>
      expectStatus(await client.teachers.importSchoolStudents({ body }), 200),
    onSuccess: (_, body) => {
      if (!body.dry_run) void queryClient.invalidateQueries({ queryKey: teacherKeys.all })
    },
  })
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (studentId: number) =>
      expectStatus(await client.teachers.resetStudentPassword({ params: { id: studentId } }), 200),
  })
}

export function useCreateCodes() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (body: NewCodes) =>
      expectStatus(await client.teachers.createActivationCodes({ body }), 201).activation_codes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teacherKeys.codes }),
  })
}
