import { createHash } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { LIMITS, USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { chatMessages, questions, speechCache } from '../../db/schema'
import { AppError, badRequest, notConfigured, notFound } from '../../errors'
import { isAudio } from '../../lib/audio'
import { readMultipart } from '../../lib/multipart'
import { accessibleCourseIds } from '../courses/entitlement'

/** Opus speech in WebM runs at about 32 kb/s: the length of a recording, estimated from its size. */
const BYTES_PER_SECOND = 4000
const MAX_SECONDS = 90

/**
 * POST /chat/speech: a spoken question as text, when the server has speech to text. The recording is never
 * stored (ADR 0036); without speech to text the child is asked to type (501).
 */
export async function transcribeChatSpeech(ctx: AppContext, request: FastifyRequest) {
  const { files } = await readMultipart(request, {
    fields: { maxCount: 2, maxBytes: 1024 },
    files: { chat_speech: { maxBytes: LIMITS.CHAT_SPEECH_MAX_BYTES, what: 'recording' } },
    totalBytes: LIMITS.CHAT_SPEECH_MAX_BYTES + 64 * 1024,
  })
  const audio = files.find((f) => f.field === 'chat_speech')
  if (!audio) throw badRequest('Send the recording in the chat_speech field.')
  if (!isAudio(audio.data))
    throw new AppError(
      415,
      'The recording is not an audio file we can read (webm, ogg, wav, mp4 or mp3).',
      'unsupported_media_type',
    )
  const seconds = Math.round(audio.data.length / BYTES_PER_SECOND)
  if (seconds > MAX_SECONDS * 2)
    throw new AppError(
      413,
      'That recording is too long: keep a question under a minute and a half.',
      'payload_too_large',
    )
  const text = await ctx.ai.transcribe({
    data: audio.data,
    fileName: audio.filename || 'speech.webm',
    mimeType: audio.mimetype,
  })
  if (text === null)
    throw notConfigured('Speaking to the coach is not set up here: please type your question.')
  return { text, duration_seconds: Math.min(seconds, MAX_SECONDS) }
}

/** The text to read aloud must be part of what the person may read: their message, or a question of their courses. */
async function assertReadable(ctx: AppContext, user: UserRow, id: number, text: string, isQuiz: boolean) {
  const wanted = text.replace(/\s+/g, ' ').trim()
  if (isQuiz) {
    const [q] = await ctx.db.select().from(questions).where(eq(questions.id, id))
    const mayRead =
      q &&
      (user.userRoleId !== USER_ROLE.STUDENT ||
        (await accessibleCourseIds(ctx.db, user)).includes(q.courseId)) &&
      (q.schoolId === null || q.schoolId === user.schoolId || user.userRoleId === USER_ROLE.ADMIN)
    if (!mayRead) throw notFound('There is no such question among yours.')
    if (!q.text.replace(/\s+/g, ' ').includes(wanted))
      throw badRequest('Only the question’s own words can be read aloud.')
    return
  }
  const [m] = await ctx.db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.id, id), eq(chatMessages.userId, user.id)))
  if (!m) throw notFound('There is no such message among yours.')
  if (m.fromUser) throw badRequest("Only the coach's replies can be read aloud.")
  if (!m.text.replace(/\s+/g, ' ').includes(wanted))
    throw badRequest('Only the words of that reply can be read aloud.')
}

/**
 * POST /chat/{id}/speech: a coach's reply (or, with is_quiz, a question) read aloud. The audio is kept once per
 * voice and text, so a reply asked for twice is made once; never a child's own words.
 */
export async function synthesizeChatSpeech(
  ctx: AppContext,
  user: UserRow,
  id: number,
  text: string,
  isQuiz: boolean,
) {
  await assertReadable(ctx, user, id, text, isQuiz)
  const voice = `${ctx.config.ai.ttsModel ?? ''}:${ctx.config.ai.ttsVoice ?? ''}`
  const hash = createHash('sha256').update(`${voice}\n${text}`).digest('hex')
  const [cached] = await ctx.db.select().from(speechCache).where(eq(speechCache.hash, hash))
  if (cached) {
    await ctx.db.update(speechCache).set({ lastUsedAt: new Date() }).where(eq(speechCache.hash, hash))
    return { audio_url: cached.url, content_type: cached.contentType }
  }
  const spoken = await ctx.coach.speak(text)
  if (!spoken) throw notConfigured('Spoken replies are not set up here.')
  const url = await ctx.storage.put(`speech/${hash}.mp3`, spoken.data)
  await ctx.db
    .insert(speechCache)
    .values({ hash, url, contentType: spoken.contentType, bytes: spoken.data.length })
    .onConflictDoNothing()
  return { audio_url: url, content_type: spoken.contentType }
}
