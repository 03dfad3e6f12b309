import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { int, Timestamp, VisitorSessionIdSchema } from './common'
import { SURVEY_KINDS } from './constants'

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  thread_id: z.string(),
  from_user: z.boolean(),
  type: z.enum(['message', 'survey', 'nudge', 'plan', 'onboarding']),
  text: z.string(),
  liked: z.boolean(),
  disliked: z.boolean(),
  bookmarked: z.boolean(),
  survey_type: z.enum(SURVEY_KINDS).nullable(),
  response_value: int(1, 4).nullable(),
  attachments: z.array(z.object({ name: z.string(), url: z.string(), content_type: z.string() })),
  created_at: Timestamp,
  // Beyond the spec's message (ADR 0032): who wrote a reply, whether it finished, and what started it.
  answered_by: z.enum(['offline', 'model']).nullable().describe("null for the person's own messages"),
  status: z.enum(['streaming', 'complete', 'stopped', 'failed']),
  trigger_id: int(1, 13).nullable(),
  /** A survey card: the question asked and its four answers (valued 1–4). */
  survey: z
    .object({
      question_id: z.number().int(),
      options: z.array(z.object({ label: z.string(), value: int(1, 4) })),
    })
    .nullable(),
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

/** What the client sends of the conversation; the server keeps the thread and trusts only its own copy. */
export const ChatInputMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1).max(8000),
})
export const ChatMessagesSchema = z.array(ChatInputMessageSchema).min(1).max(50)
/** A client's id for one turn, so a retried send is stored once (ADR 0032). */
export const TurnIdSchema = z.string().max(36).uuid('turn_id is a UUID.').optional()
export const SessionIdSchema = VisitorSessionIdSchema
export const ThreadQuery = z.object({ thread_id: z.string().max(64).optional() })

/** The 200 of every streamed call; its events are in events.ts. */
export const EventStream = initContract().otherResponse({
  contentType: 'text/event-stream',
  body: z.string(),
})
