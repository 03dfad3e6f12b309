import OpenAI from 'openai'
import { z } from 'zod'
import type { AiConfig, AiLogger } from '../../ai/provider'
import { choice, crit, type Draft, numeric, open, text } from '../../db/seed/bank/build'
import { checkWithMarker } from './check'
import type { DrawnQuestion } from './offline'
import type { GenerationPlan } from './plan'

const Difficulty = z.union([z.literal(1), z.literal(2), z.literal(3)])
const Common = {
  text: z.string().trim().min(5).max(2000),
  solution: z.string().trim().min(5).max(4000),
  marking_scheme: z.string().trim().min(5).max(2000),
  difficulty: Difficulty,
  topic: z.string().max(200).optional(),
}
/** The one JSON object the model is asked for; anything else is refused and the offline engine draws instead. */
export const ModelQuestionSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('mcq'),
    ...Common,
    options: z.array(z.string().trim().min(1).max(300)).min(3).max(5),
    correct_option: z.number().int().min(1).max(5),
  }),
  z.object({
    type: z.literal('numeric'),
    ...Common,
    value: z.number().finite(),
    unit: z.string().trim().max(10).optional(),
    wrong_answer: z.string().trim().max(100),
  }),
  z.object({
    type: z.literal('short_text'),
    ...Common,
    accepted: z.array(z.string().trim().min(1).max(200)).min(1).max(8),
    wrong_answer: z.string().trim().max(200),
  }),
  z.object({
    type: z.literal('open'),
    ...Common,
    criteria: z
      .array(
        z.object({
          description: z.string().trim().min(3).max(300),
          marks: z.number().int().min(1).max(4),
          key_phrases: z.array(z.string().trim().min(2).max(80)).min(1).max(6),
        }),
      )
      .min(1)
      .max(4),
    model_answer: z.string().trim().min(5).max(2000),
    wrong_answer: z.string().trim().max(2000),
  }),
])
export type ModelQuestion = z.infer<typeof ModelQuestionSchema>

/** The model's question in the bank's form (key, answer and scheme as the bank's builders write them). */
export function draftOf(q: ModelQuestion): { draft: Draft; wrong?: string } {
  const base = {
    difficulty: q.difficulty,
    text: q.text,
    solution: q.solution,
    markingScheme: q.marking_scheme,
  }
  switch (q.type) {
    case 'mcq':
      return { draft: choice({ ...base, options: q.options, correct: q.correct_option }) }
    case 'numeric':
      return { draft: numeric({ ...base, value: q.value, unit: q.unit || undefined }), wrong: q.wrong_answer }
    case 'short_text':
      return { draft: text({ ...base, accepted: q.accepted }), wrong: q.wrong_answer }
    case 'open':
      return {
        draft: open({
          ...base,
          answer: q.model_answer,
          model: q.model_answer,
          criteria: q.criteria.map((c, i) => crit(`c${i + 1}`, c.marks, c.description, c.key_phrases)),
        }),
        wrong: q.wrong_answer,
      }
  }
}

const SYSTEM = `You write questions for primary-school worksheets in Singapore, for a teacher to review.
Reply with one JSON object only, one question, in this shape:
{"type": "mcq" | "numeric" | "short_text" | "open", "text": "...", "solution": "worked solution, step by step, for a 10-year-old",
 "marking_scheme": "how marks are given, as a teacher reads it", "difficulty": 1 | 2 | 3, "topic": "...",
 mcq: "options": ["...", ...], "correct_option": 1-based number;
 numeric: "value": number, "unit": "cm" (optional), "wrong_answer": "a mistake a child would make";
 short_text: "accepted": ["answers that earn the mark"], "wrong_answer": "...";
 open: "criteria": [{"description": "...", "marks": 1, "key_phrases": ["words a right answer uses"]}],
       "model_answer": "an answer earning every mark", "wrong_answer": "..."}
Use original wording, names common in Singapore, and numbers a child can work with. Never copy the documents' questions word for word.`

/** What the model is told of the run: the request and documents are the teacher's, never a child's. */
function userMessage(plan: GenerationPlan, index: number, total: number, previous: string[]) {
  return [
    `Level: ${plan.level}. Subject: ${plan.subject}.`,
    `Topics: ${plan.topics.map((t) => t.name).join('; ') || 'any of the course'}.`,
    `Difficulty wanted: ${plan.difficulties.join(' or ')} (1 easy, 3 hard).`,
    `The teacher's request and documents:\n"""\n${plan.brief.slice(0, 6000)}\n"""`,
    `This is question ${index + 1} of ${total}.`,
    previous.length
      ? `Do not repeat these:\n${previous
          .slice(-10)
          .map((p) => `- ${p.slice(0, 160)}`)
          .join('\n')}`
      : '',
  ]
    .filter(Boolean)
    .join('\n\n')
}

export type ModelWriter = (
  plan: GenerationPlan,
  index: number,
  total: number,
  previous: string[],
  signal: AbortSignal,
) => Promise<DrawnQuestion | null>

/**
 * A question written by the configured model, validated by zod and checked by the marker; null when the model
 * fails, replies with something else, or writes a question the marker disagrees with (the run then draws one
 * offline). A cancelled run aborts the request.
 */
export function modelWriter(config: AiConfig, log?: AiLogger): ModelWriter | null {
  if (!config.baseUrl && !config.apiKey) return null
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? 'not-needed', maxRetries: 1 })
  return async (plan, index, total, previous, signal) => {
    try {
      const completion = await client.chat.completions.create(
        {
          model: config.model,
          temperature: 0.7,
          response_format: { type: 'json_object' },
          messages: [
            { role: 'system', content: SYSTEM },
            { role: 'user', content: userMessage(plan, index, total, previous) },
          ],
        },
        { signal: AbortSignal.any([signal, AbortSignal.timeout(config.timeoutMs)]) },
      )
      const parsed = ModelQuestionSchema.safeParse(JSON.parse(completion.choices[0]?.message.content ?? ''))
      if (!parsed.success) throw new Error('reply not in the asked shape')
      const { draft, wrong } = draftOf(parsed.data)
      const verdict = checkWithMarker(draft, wrong === undefined ? undefined : { value: wrong })
      if (!verdict.ok) throw new Error(`marker check: ${verdict.reason}`)
      const topic =
        plan.topics.find((t) => t.name.toLowerCase() === parsed.data.topic?.toLowerCase()) ?? plan.topics[0]
      if (!topic) return null
      return { kind: 'draft', draft, topic, by: 'model' }
    } catch (error) {
      if (signal.aborted) throw error
      log?.warn(
        { reason: (error as Error).message },
        'model question generation failed: drawn offline instead',
      )
      return null
    }
  }
}
