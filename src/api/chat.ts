import { queryOptions } from '@tanstack/react-query'
import type { ChatMessage } from '../../contracts/chat-schemas'
import { LIMITS } from '../../contracts/constants'
import type { ChatPage, Reaction } from '../../machines/chatSession.context'
import type { Fields } from '../../machines/onboardingChat.steps'
import type { Plan, PlanCompletion } from '../../machines/sevenDayPlan.types'
import { client } from './client'
import { expectStatus } from './errors'
import { queryClient } from './queryClient'

export type { ChatMessage }

export const chatKeys = {
  all: ['chat'] as const,
  bookmarks: (page: number) => ['chat', 'bookmarks', page] as const,
  surveys: ['chat', 'surveys'] as const,
  onboarding: ['users', 'onboarding'] as const,
  plan: ['users', 'plan'] as const,
  demoQuiz: (id: number) => ['quiz', 'demo', id] as const,
}

/** GET /chat: one page of the person's chat, newest first (total pages = ceil(total_count / size)). */
export async function fetchChatPage(
  page: number,
  type: 'message' | 'bookmarked' = 'message',
  threadId?: string,
): Promise<ChatPage> {
  const query = { page, size: LIMITS.CHAT_PAGE_SIZE, type, ...(threadId ? { thread_id: threadId } : {}) }
  const body = expectStatus(await client.chat.listChatMessages({ query }), 200)
  return { items: body.items, total_count: body.total_count, page: body.page, size: body.size }
}

/**
 * GET /chat/public/{session}: a visitor's whole conversation, oldest first, shown as one page. The chat session
 * reads pages newest first and asks for older ones while page < ceil(total_count / size), so the count given is
 * at most one page: a visitor's session has nothing older to page through.
 */
export async function fetchPublicSession(sessionId: string): Promise<ChatPage & { title: string | null }> {
  const response = await client.chat.getPublicChatSession({ params: { session: sessionId } })
  // A visitor who has not asked anything yet has no conversation: that is an empty chat, not an error.
  if (response.status === 404)
    return { items: [], total_count: 0, page: 1, size: LIMITS.CHAT_PAGE_SIZE, title: null }
  const body = expectStatus(response, 200)
  const items = [...body.messages].reverse()
  return {
    items,
    total_count: Math.min(items.length, LIMITS.CHAT_PAGE_SIZE),
    page: 1,
    size: LIMITS.CHAT_PAGE_SIZE,
    title: body.title,
  }
}

/** Like, dislike or bookmark one message; the server answers the message as it is now. */
export async function saveReaction(
  messageId: number,
  reaction: Reaction,
  visitorSessionId: string | null,
): Promise<ChatMessage> {
  const params = { id: messageId }
  if (visitorSessionId) {
    if (reaction === 'bookmark') throw new Error('Sign in to bookmark a reply.')
    const query = { session_id: visitorSessionId }
    const call =
      reaction === 'like' ? client.chat.likePublicChatMessage : client.chat.dislikePublicChatMessage
    return expectStatus(await call({ params, query }), 200)
  }
  if (reaction === 'like') return expectStatus(await client.chat.likeChatMessage({ params }), 200)
  if (reaction === 'dislike') return expectStatus(await client.chat.dislikeChatMessage({ params }), 200)
  return expectStatus(await client.chat.bookmarkChatMessage({ params }), 200)
}

/** POST /chat/public/title/{session}: names the visitor's conversation after its first reply. */
export async function titlePublicChat(sessionId: string): Promise<string> {
  return expectStatus(await client.chat.generatePublicChatTitle({ params: { sessionId } }), 200).title
}

export const bookmarksQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: chatKeys.bookmarks(page),
    queryFn: () => fetchChatPage(page, 'bookmarked'),
    staleTime: 0,
  })

export const surveysQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.surveys,
    queryFn: async () => expectStatus(await client.chat.listSurveys(), 200),
  })

/** POST /chat/surveys/answers: one survey answer (1–4), tied to its card in the chat. */
export async function answerSurvey(body: { survey_question_id: number; value: number; message_id?: number }) {
  return expectStatus(await client.chat.answerSurvey({ body }), 200)
}

export const onboardingQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.onboarding,
    queryFn: async () => expectStatus(await client.users.getOnboarding(), 200),
  })

type LoadedPlan = { plan: Plan | null; completion: PlanCompletion | null }

async function readPlan(): Promise<LoadedPlan> {
  const [plan, completion] = await Promise.all([
    client.progress.getPlan(),
    client.progress.getPlanCompletion(),
  ])
  return { plan: expectStatus(plan, 200).plan, completion: expectStatus(completion, 200) }
}

/**
 * The coach page starts its plan machine from its cached first read (planQueryOptions). What the machine (or the
 * quiz player) reads later goes into that copy too, so a student who comes back to the coach after a practice
 * starts from the plan they last saw, not from the one the page first read (a finished week, a replaced plan).
 */
function keepCoachCopy(update: Partial<LoadedPlan>) {
  queryClient.setQueryData(chatKeys.plan, (old: (LoadedPlan & { firstPractice: unknown }) | undefined) =>
    old ? { ...old, ...update } : old,
  )
}

/** GET /users/plan with its completion. */
export async function fetchPlan(): Promise<LoadedPlan> {
  const loaded = await readPlan()
  keepCoachCopy(loaded)
  return loaded
}

export async function fetchPlanCompletion(): Promise<PlanCompletion> {
  const completion = expectStatus(await client.progress.getPlanCompletion(), 200)
  keepCoachCopy({ completion })
  return completion
}

export async function fetchFirstPractice() {
  return expectStatus(await client.progress.getFirstPracticeCompletion(), 200)
}

/**
 * POST /users/first-practice-completion/viewed: "See how I did" (ADR 0042). The server keeps it, so another tab,
 * device or sign-in does not prompt about the practice again.
 */
export async function markFirstPracticeViewed() {
  return expectStatus(await client.progress.markFirstPracticeViewed(), 200)
}

/** Everything the student's coach page starts from: the plan, its completion and today's first practice. */
export const planQueryOptions = () =>
  queryOptions({
    queryKey: chatKeys.plan,
    queryFn: async () => {
      const [loaded, firstPractice] = await Promise.all([readPlan(), fetchFirstPractice()])
      return { ...loaded, firstPractice }
    },
    staleTime: 0,
  })

/** GET /quiz/{id}/demo: a public worksheet a visitor can read (and ask the coach about). */
export const demoQuizQueryOptions = (id: number) =>
  queryOptions({
    queryKey: chatKeys.demoQuiz(id),
    queryFn: async () => expectStatus(await client.quiz.getDemoQuiz({ params: { id }, query: {} }), 200),
  })

/** PUT /users/onboarding: the call replaces the whole map, so the caller sends every field. */
export async function saveOnboarding(fields: Fields) {
  return expectStatus(await client.users.saveOnboarding({ body: fields }), 200)
}

export async function fetchOnboarding() {
  return expectStatus(await client.users.getOnboarding(), 200)
}

/**
 * POST /chat/generate: one encouragement for the practice under way (plan §8.3): a template line with the
 * child's first name, chosen by the server for the event (`nudging_type`), never written by a model.
 */
export async function generateEncouragement(nudgingType: string): Promise<{ text: string }> {
  return expectStatus(
    await client.chat.generateChatMessage({
      body: { user_input: '', nudging_group: 'encouragement', nudging_type: nudgingType },
    }),
    200,
  )
}

/** POST /chat/{id}/speech: the reply read aloud; the server keeps the audio by text, so a repeat is quick. */
export async function synthesizeSpeech(messageId: number, text: string) {
  return expectStatus(
    await client.chat.synthesizeChatSpeech({ params: { id: messageId }, query: {}, body: { text } }),
    200,
  )
}

/** POST /chat/speech: a spoken question (webm, named by when it was recorded) turned into text. */
export async function transcribeSpeech(recording: Blob, fileName: string): Promise<string> {
  const file = new File([recording], fileName, { type: recording.type || 'audio/webm' })
  return expectStatus(await client.chat.transcribeChatSpeech({ body: { chat_speech: file } }), 200).text
}
