import type { AppContext, UserRow } from '../../context'
import { notConfigured } from '../../errors'
import { loadQuestionFor } from './access'

export async function getQuestionAudio(ctx: AppContext, user: UserRow, id: number) {
  const { row } = await loadQuestionFor(ctx, user, id)
  return { audio_url: row.audioUrl }
}

/**
 * Read-aloud audio is made by a text-to-speech service, and none is configured (the AI provider marks and
 * transcribes only). The question and the caller's right to change it are checked first, so the reply is honest.
 */
export async function generateQuestionAudio(
  ctx: AppContext,
  user: UserRow,
  id: number,
): Promise<{ audio_url: string }> {
  await loadQuestionFor(ctx, user, id, { edit: true })
  throw notConfigured(
    'No speech provider is configured, so read-aloud audio cannot be generated. The question keeps its current audio.',
  )
}
