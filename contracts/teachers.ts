import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ClassDetailSchema, ClassInputSchema, ClassSummarySchema, UserIdsBody } from './classes'
import {
  access,
  authErrors,
  DateString,
  ErrorSchema,
  IdParam,
  JsonId,
  NameSchema,
  OptionalId,
  PageQuery,
  paged,
  QueryBool,
  Timestamp,
  UsernameSchema,
  UserSummarySchema,
} from './common'

const c = initContract()

export const TeacherSummarySchema = UserSummarySchema.extend({
  teacher_role_id: z.number().int().describe('1 owner (shown as admin), 2 department head, 3 educator'),
  school_id: z.number().int(),
  classes_count: z.number().int(),
})
export const StudentSummarySchema = UserSummarySchema.extend({
  academic_level_id: z.number().int().nullable(),
  class_ids: z.array(z.number().int()),
  has_parent: z.boolean(),
})
export const ParentSummarySchema = UserSummarySchema.extend({ children_count: z.number().int() })

export const ActivationCodeSchema = z.object({
  code: z.string(),
  course_ids: z.array(z.number().int()),
  subject_names: z.array(z.string()),
  redeemed_by: UserSummarySchema.pick({ id: true, first_name: true, last_name: true }).nullable(),
  redeemed_at: Timestamp.nullable(),
  expires_at: Timestamp.nullable(),
})

/** What a child's sign-in card shows: made once, when the account is made or its password reset. */
export const SignInCardSchema = z.object({
  student_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
  password: z.string().describe('Shown once, for the card; only its hash is kept'),
  class_name: z.string().nullable(),
})
export const NewSchoolStudentSchema = z.object({
  first_name: NameSchema,
  last_name: NameSchema,
  academic_level_id: JsonId,
  class_id: JsonId.optional().describe('A class of the school to put the child in'),
  username: UsernameSchema.optional().describe('Made from the name when absent'),
})
export const ImportRowSchema = z.object({
  line: z.number().int().describe('The line of the file, counting the header as line 1'),
  first_name: z.string(),
  last_name: z.string(),
  academic_level_id: z.number().int().nullable(),
  class_id: z.number().int().nullable(),
  username: z.string().nullable(),
  problems: z.array(z.string()).describe('Why this row cannot be written; empty when it can'),
})
const beyondSpec = (why: string) => ({ ...access.staff, beyondSpec: why })

export const teachersContract = c.router({
  listTeachers: {
    method: 'GET',
    path: '/api/v1/teachers',
    query: PageQuery.extend({
      name_or_username: z.string().trim().max(100).optional(),
      teacher_role_id: OptionalId,
      order_by: z.enum(['first_name', 'last_name', 'username', 'created_at']).default('first_name'),
      desc: QueryBool.optional(),
      exclude_class_id: OptionalId.describe('Leave out teachers already in this class'),
    }),
    responses: { 200: paged(TeacherSummarySchema), ...authErrors },
    metadata: access.staff,
    summary: "The teachers of the caller's school",
  },
  listTeacherStudents: {
    method: 'GET',
    path: '/api/v1/teachers/students',
    query: z.object({
      academic_level_id: OptionalId,
      exclude_linked_child: QueryBool.optional().describe('Leave out students already linked to a parent'),
    }),
    responses: { 200: z.object({ students: z.array(StudentSummarySchema) }), ...authErrors },
    metadata: access.staff,
    summary: "The students of the caller's school",
  },
  listTeacherParents: {
    method: 'GET',
    path: '/api/v1/teachers/parents',
    responses: { 200: z.object({ parents: z.array(ParentSummarySchema) }), ...authErrors },
    metadata: access.staff,
    summary: "The parents of the caller's school's students",
  },
  getTeacherStudent: {
    method: 'GET',
    path: '/api/v1/teachers/students/:id',
    pathParams: IdParam,
    responses: {
      200: StudentSummarySchema.extend({
        classes: z.array(ClassSummarySchema),
        parents: z.array(UserSummarySchema),
      }),
      ...authErrors,
    },
    metadata: access.staff,
    summary: 'A student of the school with classes and parents',
  },
  getTeacher: {
    method: 'GET',
    path: '/api/v1/teachers/:id',
    pathParams: IdParam,
    responses: { 200: TeacherSummarySchema.extend({ classes: z.array(ClassSummarySchema) }), ...authErrors },
    metadata: access.staff,
    summary: 'A teacher of the school with classes',
  },
  getTeacherParent: {
    method: 'GET',
    path: '/api/v1/teachers/parents/:id',
    pathParams: IdParam,
    responses: {
      200: ParentSummarySchema.extend({ children: z.array(StudentSummarySchema) }),
      ...authErrors,
    },
    metadata: access.staff,
    summary: "A parent of the school's students with their children",
  },
  listTeacherClasses: {
    method: 'GET',
    path: '/api/v1/teachers/class',
    responses: { 200: z.object({ classes: z.array(ClassSummarySchema) }), ...authErrors },
    metadata: access.staff,
    summary: "The caller's classes (an owner sees the school's)",
  },
  getTeacherClass: {
    method: 'GET',
    path: '/api/v1/teachers/class/:id',
    pathParams: IdParam,
    responses: { 200: ClassDetailSchema, ...authErrors },
    metadata: access.staff,
    summary: 'A class with its students, teachers and topics',
  },
  getSchoolDetails: {
    method: 'GET',
    path: '/api/v1/teachers/schools/details',
    responses: {
      200: z.object({
        id: z.number().int(),
        name: z.string(),
        domain_name: z.string().nullable(),
        is_active: z.boolean(),
        school_flags: z.record(z.boolean()),
        counts: z.object({
          teachers: z.number().int(),
          students: z.number().int(),
          parents: z.number().int(),
          classes: z.number().int(),
        }),
      }),
      ...authErrors,
    },
    metadata: access.staff,
    summary: "The caller's school",
  },
  listActivationCodes: {
    method: 'GET',
    path: '/api/v1/teachers/activation-codes',
    responses: { 200: z.object({ activation_codes: z.array(ActivationCodeSchema) }), ...authErrors },
    metadata: access.staff,
    summary: "The school's activation codes and who redeemed them",
  },
  createTeacherClass: {
    method: 'POST',
    path: '/api/v1/teachers/class',
    body: ClassInputSchema,
    responses: { 201: z.object({ class_id: z.number().int() }), 409: ErrorSchema, ...authErrors },
    metadata: access.staff,
    summary: 'Create a class taught by the caller; 409 when the school has a class of that name',
  },
  assignClassUsers: {
    method: 'POST',
    path: '/api/v1/teachers/class/:id/assign',
    pathParams: IdParam,
    body: UserIdsBody,
    responses: { 200: ClassDetailSchema, ...authErrors },
    metadata: access.staff,
    summary: 'Add students or teachers of the school to a class (already-members are ignored)',
  },
  unassignClassUsers: {
    method: 'POST',
    path: '/api/v1/teachers/class/:id/unassign',
    pathParams: IdParam,
    body: UserIdsBody,
    responses: { 200: ClassDetailSchema, ...authErrors },
    metadata: access.staff,
    summary: 'Remove students or teachers from a class',
  },
  createSchoolStudent: {
    method: 'POST',
    path: '/api/v1/teachers/students',
    body: NewSchoolStudentSchema,
    responses: { 201: SignInCardSchema, 409: ErrorSchema, ...authErrors },
    metadata: beyondSpec('The school admin adds a child one by one and prints the sign-in card (issue 12)'),
    summary:
      "Add a student to the caller's school (school admin only); the reply is the child's sign-in card",
  },
  importSchoolStudents: {
    method: 'POST',
    path: '/api/v1/teachers/students/import',
    body: z.object({
      csv: z
        .string()
        .min(1, 'The file is empty.')
        .max(200_000, 'The file is too big: at most 200 KB (about 2,000 children) at a time.')
        .describe('CSV text with the header first_name,last_name,level[,class][,username]'),
      dry_run: z
        .boolean()
        .default(true)
        .describe('true: only check every row; false: write them all, or none'),
    }),
    responses: {
      200: z.object({
        rows: z.array(ImportRowSchema),
        can_import: z.boolean().describe('Every row can be written'),
        created: z
          .array(SignInCardSchema)
          .describe('The sign-in cards of the children made (none on a dry run)'),
      }),
      ...authErrors,
    },
    metadata: beyondSpec(
      'Add a whole class from a spreadsheet, with a preview of every row first (issue 12)',
    ),
    summary: 'Check (dry_run) or add students from a CSV file: all rows are written, or none',
  },
  resetStudentPassword: {
    method: 'POST',
    path: '/api/v1/teachers/students/:id/reset-password',
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: SignInCardSchema, ...authErrors },
    metadata: beyondSpec('A child who forgot their password gets a new card from their teacher (issue 12)'),
    summary:
      "Give a student of the school a new password (the school admin, or a teacher of the child's class); " +
      'their sessions end',
  },
  createActivationCodes: {
    method: 'POST',
    path: '/api/v1/teachers/activation-codes',
    body: z.object({
      course_ids: z.array(JsonId).min(1, 'Choose at least one course.').max(12),
      count: z.number().int().min(1).max(200),
      expires_at: DateString.optional().describe('The last day a code can be redeemed'),
      access_days: z.number().int().min(1).max(730).optional().describe('How long the access lasts'),
    }),
    responses: { 201: z.object({ activation_codes: z.array(ActivationCodeSchema) }), ...authErrors },
    metadata: beyondSpec('The school admin makes codes for families (issue 12)'),
    summary: "Make activation codes for courses of the caller's school (school admin only)",
  },
})
