import { initContract } from '@ts-rest/core'
import { z } from 'zod'
import {
  ChatMessageSchema,
  ChatMessagesSchema,
  EventStream,
  SessionIdSchema,
  ThreadQuery,
  TurnIdSchema,
} from './chat-schemas'
import { access, ErrorSchema, IdParam, JsonId, publicErrors } from './common'

const c = initContract()

/** The public coach of the landing pages: visitors are known only by a session id. */
export const publicChatContract = c.router({
  streamPublicChat: {
    method: 'POST',
    path: '/api/v1/chat/public/stream',
    query: ThreadQuery,
    body: z.object({
      session_id: SessionIdSchema,
      locale: z.string().max(16).default('en'),
      messages: ChatMessagesSchema,
      quiz_id: JsonId.optional().describe('beyondSpec: the public worksheet the visitor has open'),
      turn_id: TurnIdSchema,
    }),
    responses: { 200: EventStream, 409: ErrorSchema, ...publicErrors },
    metadata: access.public,
    summary: 'The public coach for visitors (same SSE events as the student chat)',
  },
  generatePublicChatTitle: {
    method: 'POST',
    path: '/api/v1/chat/public/title/:sessionId',
    pathParams: z.object({ sessionId: SessionIdSchema }),
    body: c.noBody(),
    responses: { 200: z.object({ session_id: z.string(), title: z.string() }), ...publicErrors },
    metadata: access.public,
    summary: "Name a visitor's conversation from its first messages",
  },
  getPublicChatSession: {
    method: 'GET',
    path: '/api/v1/chat/public/:session',
    pathParams: z.object({ session: SessionIdSchema }),
    responses: {
      200: z.object({
        session_id: z.string(),
        title: z.string().nullable(),
        messages: z.array(ChatMessageSchema),
      }),
      ...publicErrors,
    },
    metadata: access.public,
    summary: "A visitor's conversation",
  },
  likePublicChatMessage: {
    method: 'POST',
    path: '/api/v1/chat/public/:id/like',
    pathParams: IdParam,
    query: z.object({ session_id: SessionIdSchema }),
    body: c.noBody(),
    responses: { 200: ChatMessageSchema, ...publicErrors },
    metadata: access.public,
    summary: "Toggle a like on a reply of the visitor's own session",
  },
  dislikePublicChatMessage: {
    method: 'POST',
    path: '/api/v1/chat/public/:id/dislike',
    pathParams: IdParam,
    query: z.object({ session_id: SessionIdSchema }),
    body: c.noBody(),
    responses: { 200: ChatMessageSchema, ...publicErrors },
    metadata: access.public,
    summary: "Toggle a dislike on a reply of the visitor's own session",
  },
})
