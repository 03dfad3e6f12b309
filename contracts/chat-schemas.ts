import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import { int, Timestamp, VisitorSessionIdSchema } from './common'
import { SURVEY_TYPES } from './constants'

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  thread_id: z.string(),
  from_user: z.boolean(),
  type: z.enum(['message', 'survey', 'nudge', 'plan', 'onboarding']),
  text: z.string(),
  liked: z.boolean(),
  disliked: z.boolean(),
  bookmarked: z.boolean(),
  survey_type: z.enum(SURVEY_TYPES).nullable(),
  response_value: int(1, 4).nullable(),
  attachments: z.array(z.object({ name: z.string(), url: z.string(), content_type: z.string() })),
  created_at: Timestamp,
})
export type ChatMessage = z.infer<typeof ChatMessageSchema>

/** What the client sends of the conversation; the server keeps the thread and trusts only its own copy. */
export const ChatInputMessageSchema = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().trim().min(1).max(8000),
})
export const ChatMessagesSchema = z.array(ChatInputMessageSchema).min(1).max(50)
export const SessionIdSchema = VisitorSessionIdSchema
export const ThreadQuery = z.object({ thread_id: z.string().max(64).optional() })

/** The 200 of every streamed call; its events are in events.ts. */
export const EventStream = initContract().otherResponse({
  contentType: 'text/event-stream',
  body: z.string(),
})
