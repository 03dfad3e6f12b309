import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  ChatInputMessageSchema,
  ChatMessageSchema,
  ChatMessagesSchema,
  EventStream,
  ThreadQuery,
  TurnIdSchema,
} from './chat-schemas'
import {
  access,
  authErrors,
  ErrorSchema,
  Id,
  IdParam,
  intText,
  JsonId,
  many,
  PageQuery,
  paged,
  QueryBool,
} from './common'
import {
  ENCOURAGEMENT_EVENTS,
  NUDGING_GROUPS,
  PROMPT_TRIGGER,
  SURVEY_KINDS,
  SURVEY_TRIGGERS,
} from './constants'

const c = initContract()

export const SEVEN_DAY_PLAN_ACTIONS = [
  'practice',
  'practice_continuation',
  'completion_summary',
  'generate_first_plan',
  'generate_subsequent_plan',
] as const

const TRIGGER_IDS = new Set(Object.values(PROMPT_TRIGGER).map(String))
const SURVEY_NUDGES = new Set(
  SURVEY_KINDS.flatMap((kind) => SURVEY_TRIGGERS.map((trigger) => `${kind}_${trigger}`)),
)
const ENCOURAGEMENTS = new Set<string>(ENCOURAGEMENT_EVENTS)
/** Which `nudging_type` values each `nudging_group` takes; onboarding and plan turns have their own fields. */
export function isNudgingType(group: (typeof NUDGING_GROUPS)[number], type: string | undefined): boolean {
  if (group === 'trigger') return type !== undefined && TRIGGER_IDS.has(type)
  if (group === 'encouragement') return type !== undefined && ENCOURAGEMENTS.has(type)
  if (group === 'survey') return type !== undefined && SURVEY_NUDGES.has(type)
  return type === undefined || type === ''
}

/** The decoded multipart fields of the student chat stream (each field JSON-encoded, messages repeated). */
export const ChatStreamFieldsSchema = z
  .object({
    messages: many(ChatInputMessageSchema, 50).default([]),
    nudging_group: z.enum(NUDGING_GROUPS).optional(),
    nudging_type: z.string().max(64).optional(),
    seven_day_plan_action: z.enum(SEVEN_DAY_PLAN_ACTIONS).optional(),
    onboarding_state: intText(1, 4).optional().describe('Onboarding chat step 1 to 4'),
    questions_completed: intText(0).optional(),
    xp_earned: intText(0).optional(),
    first_practice_assignment_id: Id.optional(),
    first_practice_worksheet_id: Id.optional(),
    quiz_id: Id.optional().describe(
      'beyondSpec: the practice the student has open, so "question 3" means something',
    ),
    question_position: intText(1, 200).optional(),
    turn_id: TurnIdSchema,
    survey_question_id: Id.optional().describe(
      'beyondSpec: the survey question the client picked for a survey nudge (else the server picks one)',
    ),
  })
  .superRefine((body, ctx) => {
    const startsItself = body.nudging_group || body.seven_day_plan_action || body.onboarding_state
    if (!body.messages.some((m) => m.role === 'user') && !startsItself)
      ctx.addIssue({
        code: 'custom',
        path: ['messages'],
        message: 'Send a message, or say which prompt the coach should start.',
      })
    if (body.nudging_group && !isNudgingType(body.nudging_group, body.nudging_type))
      ctx.addIssue({
        code: 'custom',
        path: ['nudging_type'],
        message: `"${body.nudging_type ?? ''}" is not a ${body.nudging_group} the coach knows.`,
      })
  })
export type ChatStreamBody = z.output<typeof ChatStreamFieldsSchema> & { 'file[]'?: File[] }

export const chatContract = c.router({
  streamChat: {
    method: 'POST',
    path: '/api/v1/chat/stream',
    query: ThreadQuery,
    contentType: 'multipart/form-data',
    body: c.type<ChatStreamBody>(),
    responses: { 200: EventStream, 409: ErrorSchema, 413: ErrorSchema, 415: ErrorSchema, ...authErrors },
    metadata: access.student,
    summary: 'Talk to the AI tutor; SSE events token, message, done, error, heartbeat (contracts/events.ts)',
  },
  streamTeacherChat: {
    method: 'POST',
    path: '/api/v1/chat/teacher/stream',
    query: ThreadQuery,
    body: z.object({ messages: ChatMessagesSchema, class_id: JsonId.optional(), turn_id: TurnIdSchema }),
    responses: { 200: EventStream, 409: ErrorSchema, ...authErrors },
    metadata: access.staff,
    summary: "Talk to the teaching assistant about a class's results (same SSE events as the student chat)",
  },
  listChatMessages: {
    method: 'GET',
    path: '/api/v1/chat',
    query: PageQuery.extend({
      type: z.enum(['message', 'bookmarked']).default('message'),
      thread_id: z
        .string()
        .max(64)
        .optional()
        .describe('beyondSpec: one conversation only (a teacher has one per class)'),
    }),
    responses: { 200: paged(ChatMessageSchema), ...authErrors },
    metadata: access.classroom,
    summary: 'Chat history, newest first; total pages = ceil(total_count / size)',
  },
  likeChatMessage: {
    method: 'POST',
    path: '/api/v1/chat/:id/like',
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: ChatMessageSchema, ...authErrors },
    metadata: access.classroom,
    summary: 'Toggle a like on an own chat reply (clears a dislike)',
  },
  dislikeChatMessage: {
    method: 'POST',
    path: '/api/v1/chat/:id/dislike',
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: ChatMessageSchema, ...authErrors },
    metadata: access.classroom,
    summary: 'Toggle a dislike on an own chat reply (clears a like)',
  },
  bookmarkChatMessage: {
    method: 'POST',
    path: '/api/v1/chat/:id/bookmark',
    pathParams: IdParam,
    body: c.noBody(),
    responses: { 200: ChatMessageSchema, ...authErrors },
    metadata: access.classroom,
    summary: 'Toggle a bookmark on an own chat message',
  },
  synthesizeChatSpeech: {
    method: 'POST',
    path: '/api/v1/chat/:id/speech',
    pathParams: IdParam,
    query: z.object({
      is_quiz: QueryBool.optional().describe('When true, :id is a quiz question, not a message'),
    }),
    body: z.object({ text: z.string().trim().min(1).max(4000) }),
    responses: {
      200: z.object({ audio_url: z.string(), content_type: z.string() }),
      501: ErrorSchema,
      ...authErrors,
    },
    metadata: access.classroom,
    summary: 'Read a message (or a question) aloud; the audio is cached by text',
  },
  generateChatMessage: {
    method: 'POST',
    path: '/api/v1/chat/generate',
    body: z.object({
      user_input: z.string().trim().max(4000).default(''),
      nudging_group: z.enum(NUDGING_GROUPS).optional(),
      nudging_type: z.string().max(64).optional(),
      latest_question_correct: z.boolean().optional(),
    }),
    responses: { 200: z.object({ text: z.string() }), ...authErrors },
    metadata: access.student,
    summary: 'One short tutor message (encouragement, nudge) without a stream',
  },
  transcribeChatSpeech: {
    method: 'POST',
    path: '/api/v1/chat/speech',
    contentType: 'multipart/form-data',
    body: c.type<{ chat_speech: File }>(),
    responses: {
      200: z.object({ text: z.string(), duration_seconds: z.number() }),
      413: ErrorSchema,
      415: ErrorSchema,
      501: ErrorSchema,
      ...authErrors,
    },
    metadata: access.classroom,
    summary: 'Turn a spoken question (webm recording) into text',
  },
  askAdminAssistant: {
    method: 'POST',
    path: '/api/v1/admin/assistant',
    body: z.object({ input: z.string().trim().min(1).max(8000) }),
    responses: {
      200: z.object({
        output: z.string(),
        query: z
          .object({ name: z.string(), params: z.record(z.unknown()) })
          .nullable()
          .describe('beyondSpec: the named query that answered (ADR 0039); null when none did'),
      }),
      ...authErrors,
    },
    metadata: access.admin,
    summary: "The admin assistant: answers about the platform's data",
  },
})
