import type OpenAI from 'openai'
import { markOffline, offlineCaps } from '../offline'
import { answerText } from '../offline/normalise'
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
  // A bare list of key words or a copy of the question earns nothing whoever marks it, so it is not sent.
  const caps = offlineCaps(key, answerText(answer.value), {
    questionText: [stem, question.text].filter(Boolean).join('\n'),
    subject: question.subject,
  })
  if (caps.gaming) {
    const offline = markOffline(question, answer)
    const flagged = offline.needsReview || looksAddressedToMarker(answer)
    return { ...offline, markedBy: 'offline', ...(flagged && { needsReview: true }) }
  }
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
    const verdict = parseVerdict(choice?.message.content, key)
    // Wrong science stated beside the right words (a contradiction, a misconception) earns that criterion
    // nothing, whatever the model read; when that takes away a mark the model gave, a teacher looks.
    const capped = verdict.criteria.some((c) => c.met && caps.barred.includes(c.id))
    const { result, totalDisagrees } = scoreVerdict(question, key, {
      ...verdict,
      criteria: [...verdict.criteria, ...caps.barred.map((id) => ({ id, met: false }))],
    })
    const needsReview = totalDisagrees || capped || looksAddressedToMarker(answer)
    return { ...result, ...(needsReview && { needsReview: true }), markedBy: 'model' }
  } catch (error) {
    log?.warn(
      { questionId: question.id, model, reason: failureReason(error, signal, timeoutMs) },
      'model marking failed: marked offline and flagged for a teacher',
    )
    return { ...markOffline(question, answer), markedBy: 'offline', fellBack: true, needsReview: true }
  }
}
