// Server-sent events of the streamed calls. Each event is `event: <name>` + `data: <JSON>`; every stream sends a
// heartbeat at least every 15 s and ends with exactly one final event (grading_completed / done) or error.
import { z } from 'zod'
import { ChatMessageSchema } from './chat-schemas'
import { Timestamp } from './common'
import { QuizEvaluationSchema } from './quiz-schemas'

export const HeartbeatEventSchema = z.object({ at: Timestamp })
export const ErrorEventSchema = z.object({
  message: z.string().describe('A sentence the client shows as is'),
  code: z.string().optional(),
})

/**
 * POST /quiz/:id/submit, and GET /quiz/:id/events to follow it again: each `evaluations` event has an SSE `id`
 * (the evaluation's id; `done` on grading_completed), the Last-Event-ID a broken stream reconnects with.
 */
export const quizSubmitEvents = {
  evaluations: z
    .array(QuizEvaluationSchema)
    .describe('Evaluations as marked (marks, is_full_marks); the explanation follows in explanation events'),
  explanation: z.object({
    evaluation_id: z.number().int(),
    question_id: z.number().int(),
    delta: z.string().describe('The next piece of the explanation text'),
  }),
  grading_completed: z.object({
    quiz_id: z.number().int(),
    marks_given: z.number().describe('Total marks of the quiz'),
    max_score: z.number(),
    time_spent: z.number().int().describe('Seconds, all questions'),
    xp_earned: z.number().int().min(0),
  }),
  error: ErrorEventSchema,
  heartbeat: HeartbeatEventSchema,
} as const

/** POST /chat/stream, /chat/teacher/stream, /chat/public/stream */
export const chatStreamEvents = {
  message: z
    .object({ message: ChatMessageSchema })
    .describe("A stored message: first the user's (with its id), then each complete reply"),
  token: z.object({ message_id: z.number().int(), delta: z.string() }),
  replace: z
    .object({
      message_id: z.number().int(),
      text: z.string(),
      reason: z.enum(['safety', 'answer_guard']),
    })
    .describe('What was streamed so far is withdrawn and replaced by this text'),
  done: z.object({
    thread_id: z.string(),
    message_id: z.number().int().describe('The last reply'),
    title: z.string().nullable(),
    answered_by: z.enum(['offline', 'model']),
  }),
  error: ErrorEventSchema,
  heartbeat: HeartbeatEventSchema,
} as const

type EventUnion<T extends Record<string, z.ZodTypeAny>> = {
  [K in keyof T]: { event: K; data: z.infer<T[K]> }
}[keyof T]
export type QuizSubmitEvent = EventUnion<typeof quizSubmitEvents>
export type ChatStreamEvent = EventUnion<typeof chatStreamEvents>
export type QuizSubmitEventName = keyof typeof quizSubmitEvents
export type ChatStreamEventName = keyof typeof chatStreamEvents

/** Parse one received event; null for an unknown name or a payload that does not match. */
export function parseStreamEvent<T extends Record<string, z.ZodTypeAny>>(
  events: T,
  name: string,
  data: string,
): EventUnion<T> | null {
  if (!Object.hasOwn(events, name)) return null
  try {
    const parsed = events[name].safeParse(JSON.parse(data))
    return parsed.success ? ({ event: name, data: parsed.data } as EventUnion<T>) : null
  } catch {
    return null
  }
}
