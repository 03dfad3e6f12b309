import type OpenAI from 'openai'
import { markOffline } from '../offline'
import type { AiLogger, MarkOptions, ProviderMarkResult } from '../provider'
import type { MarkableQuestion, OpenKey, StudentAnswer } from '../types'
import { failureReason } from './failure'
import { markingMessages } from './prompts'
import { looksAddressedToMarker } from './student-text'
import { InvalidVerdictError, parseVerdict, scoreVerdict } from './verdict'

type Settings = { client: OpenAI; model: string; timeoutMs: number; log?: AiLogger }

/**
 * Asks the model which of the scheme's criteria an open answer meets. Whatever goes wrong (an error, a
 * timeout, a cancelled request, a reply that is not the JSON asked for), the offline engine marks it instead
 * and a teacher is asked to look: a child always gets a mark, and a doubtful one is seen by a person.
 */
export async function markOpenAnswer(
  question: MarkableQuestion,
  key: OpenKey,
  answer: StudentAnswer,
  { client, model, timeoutMs, log }: Settings,
  options: MarkOptions,
  stem?: string,
): Promise<ProviderMarkResult> {
  const deadline = AbortSignal.timeout(timeoutMs)
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline
  try {
    const completion = await client.chat.completions.create(
      {
        model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: markingMessages(question, key, answer, options.prompts, stem),
      },
      { signal },
    )
    const choice = completion.choices[0]
    if (choice?.finish_reason === 'length') throw new InvalidVerdictError('the reply was cut off')
    const { result, totalDisagrees } = scoreVerdict(question, key, parseVerdict(choice?.message.content, key))
    const needsReview = totalDisagrees || looksAddressedToMarker(answer)
    return { ...result, ...(needsReview && { needsReview: true }), markedBy: 'model' }
  } catch (error) {
    log?.warn(
      { questionId: question.id, model, reason: failureReason(error, signal, timeoutMs) },
      'model marking failed: marked offline and flagged for a teacher',
    )
    return { ...markOffline(question, answer), markedBy: 'offline', fellBack: true, needsReview: true }
  }
}
