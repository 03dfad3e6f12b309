import type { AppRoute } from '@ts-rest/core'
import type { FastifyInstance } from 'fastify'
import { chatContract } from '../../../contracts/chat'
import { publicChatContract } from '../../../contracts/public-chat'
import { hashToken } from '../../lib/crypto'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import {
  listHistory,
  publicSession,
  reactToOwnMessage,
  sessionMessage,
  toggleBookmark,
  toggleReaction,
} from './history'
import { registerPublicStreamRoute } from './public-stream'
import { titlePublicChat } from './public-title'
import { synthesizeChatSpeech as speakMessage, transcribeChatSpeech } from './speech'
import { registerStudentStreamRoute } from './student-stream'
import { registerTeacherStreamRoute } from './teacher-stream'
import { scheduleVisitorChatExpiry } from './visitor-expiry'

const { likeChatMessage, dislikeChatMessage, bookmarkChatMessage, listChatMessages, synthesizeChatSpeech } =
  chatContract
const { generatePublicChatTitle, getPublicChatSession, likePublicChatMessage, dislikePublicChatMessage } =
  publicChatContract
const served = {
  listChatMessages,
  synthesizeChatSpeech,
  likeChatMessage,
  dislikeChatMessage,
  bookmarkChatMessage,
  generatePublicChatTitle,
  getPublicChatSession,
  likePublicChatMessage,
  dislikePublicChatMessage,
}

/** The coach's conversations (spec 7.5, ADR 0032): the streams, history, reactions and visitors' sessions. */
export function registerChatRoutes(app: FastifyInstance) {
  const { ctx } = app
  registerStudentStreamRoute(app)
  scheduleVisitorChatExpiry(app)
  registerPublicStreamRoute(app)
  registerTeacherStreamRoute(app)
  // Multipart, read by the one upload reader (lib/multipart.ts) rather than ts-rest's body parsing.
  app.post('/api/v1/chat/speech', {
    config: { tsRestRoute: chatContract.transcribeChatSpeech as AppRoute },
    handler: async (request) => {
      currentUser(request)
      return transcribeChatSpeech(ctx, request)
    },
  })
  const router = s.router(served, {
    listChatMessages: async ({ request, query }) => ({
      status: 200,
      body: await listHistory(ctx, currentUser(request), query),
    }),
    synthesizeChatSpeech: async ({ request, params, query, body }) => ({
      status: 200,
      body: await speakMessage(ctx, currentUser(request), params.id, body.text, query.is_quiz ?? false),
    }),
    likeChatMessage: async ({ request, params }) => ({
      status: 200,
      body: await reactToOwnMessage(ctx, currentUser(request), params.id, 'like'),
    }),
    dislikeChatMessage: async ({ request, params }) => ({
      status: 200,
      body: await reactToOwnMessage(ctx, currentUser(request), params.id, 'dislike'),
    }),
    bookmarkChatMessage: async ({ request, params }) => ({
      status: 200,
      body: await toggleBookmark(ctx, currentUser(request), params.id),
    }),
    generatePublicChatTitle: async ({ params }) => ({
      status: 200,
      body: await titlePublicChat(ctx, params.sessionId),
    }),
    getPublicChatSession: async ({ params }) => ({
      status: 200,
      body: await publicSession(ctx, params.session, hashToken(params.session)),
    }),
    likePublicChatMessage: async ({ params, query }) => ({
      status: 200,
      body: await toggleReaction(
        ctx,
        await sessionMessage(ctx, hashToken(query.session_id), params.id),
        'like',
      ),
    }),
    dislikePublicChatMessage: async ({ params, query }) => ({
      status: 200,
      body: await toggleReaction(
        ctx,
        await sessionMessage(ctx, hashToken(query.session_id), params.id),
        'dislike',
      ),
    }),
  })
  return registerContract(app, served, router)
}
