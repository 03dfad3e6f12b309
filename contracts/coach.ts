import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { ChatMessageSchema } from './chat-schemas'
import { access, authErrors, Id, IdParam, int, JsonId, PageQuery, paged, Timestamp } from './common'
import { SURVEY_KINDS, SURVEY_TRIGGERS, USER_ROLE } from './constants'

const c = initContract()

/** One question of a survey: the child answers it with one of four options, valued 1 (not at all) to 4 (very). */
export const SurveyQuestionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  options: z.array(z.object({ label: z.string(), value: int(1, 4) })).length(4),
})
export const SurveySchema = z.object({
  id: z.number().int(),
  type: z.enum(SURVEY_KINDS),
  trigger: z.enum(SURVEY_TRIGGERS),
  title: z.string(),
  questions: z.array(SurveyQuestionSchema),
})
export type Survey = z.infer<typeof SurveySchema>

export const FLAG_CATEGORIES = [
  'self_harm',
  'abuse',
  'sexual',
  'violence',
  'bullying',
  'hate',
  'profanity',
  'personal_info',
  'injection',
  'answer_guard',
  'moderation',
] as const

/** A message the coach was worried about, with the coach's answer to it: what a parent or teacher reviews. */
export const ChatFlagSchema = z.object({
  id: z.number().int(),
  student: z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() }).nullable(),
  thread_id: z.string(),
  direction: z.enum(['in', 'out']),
  category: z.enum(FLAG_CATEGORIES),
  severity: int(1, 3),
  message: z.object({ text: z.string(), created_at: Timestamp }),
  reply: z.string().nullable().describe("The coach's reply to it, when it was the child's message"),
  created_at: Timestamp,
  reviewed_at: Timestamp.nullable(),
})
export type ChatFlag = z.infer<typeof ChatFlagSchema>

const parentsAndAdmins = { roles: [USER_ROLE.PARENT, USER_ROLE.ADMIN] }
const reviewers = { roles: [USER_ROLE.PARENT, USER_ROLE.TEACHER, USER_ROLE.ADMIN] }
const FlagQuery = PageQuery.extend({ reviewed: z.enum(['true', 'false', 'all']).default('all') })
const beyond = (why: string) => (metadata: object) => ({ ...metadata, beyondSpec: why })
const surveysCall = beyond('Surveys have an entity and rules in the spec but no call to read or answer them')
const flagsCall = beyond('Flagged conversations must be visible to the child’s parent or teacher (issue 10)')

/** Surveys in the chat and the conversations the coach flagged (calls the spec leaves out; ADR 0035, 0037). */
export const coachContract = c.router({
  listSurveys: {
    method: 'GET',
    path: '/api/v1/chat/surveys',
    responses: {
      200: z.object({
        surveys: z.array(SurveySchema),
        completed: z
          .array(z.object({ type: z.enum(SURVEY_KINDS), trigger: z.enum(SURVEY_TRIGGERS) }))
          .describe('Answered today (disposition: ever)'),
      }),
      ...authErrors,
    },
    metadata: surveysCall(access.student),
    summary: 'The active surveys and which the student has answered today',
  },
  answerSurvey: {
    method: 'POST',
    path: '/api/v1/chat/surveys/answers',
    body: z.object({
      survey_question_id: JsonId,
      value: int(1, 4),
      message_id: JsonId.optional().describe('The survey card in the chat it answers'),
    }),
    responses: { 200: ChatMessageSchema, ...authErrors },
    metadata: surveysCall(access.student),
    summary: 'Answer one survey question (1–4); the survey card in the chat shows the choice',
  },
  listChildChatFlags: {
    method: 'GET',
    path: '/api/v1/chat/flags',
    query: FlagQuery.extend({ student_id: Id.optional() }),
    responses: { 200: paged(ChatFlagSchema), ...authErrors },
    metadata: flagsCall(parentsAndAdmins),
    summary: "Flagged messages of the caller's children (a parent), of a student (admin), or all (admin)",
  },
  listClassChatFlags: {
    method: 'GET',
    path: '/api/v1/classes/:id/chat-flags',
    pathParams: IdParam,
    query: FlagQuery,
    responses: { 200: paged(ChatFlagSchema), ...authErrors },
    metadata: flagsCall(access.staff),
    summary: 'Flagged messages of the students of a class the caller teaches',
  },
  reviewChatFlag: {
    method: 'PATCH',
    path: '/api/v1/chat/flags/:id',
    pathParams: IdParam,
    body: z.object({ reviewed: z.boolean() }),
    responses: { 200: ChatFlagSchema, ...authErrors },
    metadata: flagsCall(reviewers),
    summary: 'Mark a flag as looked at (or not)',
  },
})
