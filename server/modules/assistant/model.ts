import OpenAI from 'openai'
import type { ChatCompletionMessage, ChatCompletionTool } from 'openai/resources/chat/completions'
import { z } from 'zod'
import { failureReason } from '../../ai/openai/failure'
import type { AiConfig, AiLogger } from '../../ai/provider'
import { CATALOGUE, checkParams, findQuery, type QueryChoice, type QueryName } from './catalogue'
import { PERIOD_LABEL, PERIODS } from './periods'

/** A query's parameters as the JSON schema a tool declares; the zod schema stays the judge of what is sent back. */
export function toolParameters(schema: z.ZodTypeAny, names: { subjects: string[]; levels: string[] }) {
  const shape = (schema as z.AnyZodObject).shape as Record<string, z.ZodTypeAny>
  const properties: Record<string, object> = {}
  const required: string[] = []
  for (const [key, field] of Object.entries(shape)) {
    if (!field.isOptional()) required.push(key)
    if (key === 'period')
      properties[key] = {
        type: 'string',
        enum: PERIODS,
        description: PERIODS.map((p) => `${p}: ${PERIOD_LABEL[p]}`).join('; '),
      }
    else if (key === 'subject') properties[key] = { type: 'string', enum: names.subjects }
    else if (key === 'level') properties[key] = { type: 'string', enum: names.levels }
    else if (key === 'limit') properties[key] = { type: 'integer', minimum: 1, maximum: 20 }
    else properties[key] = { type: 'string', description: 'The name exactly as the admin wrote it.' }
  }
  return { type: 'object', properties, required, additionalProperties: false }
}

export function catalogueTools(names: { subjects: string[]; levels: string[] }): ChatCompletionTool[] {
  return CATALOGUE.map((query) => ({
    type: 'function',
    function: {
      name: query.name,
      description: query.description,
      parameters: toolParameters(query.params, names),
    },
  }))
}

const ArgumentsSchema = z
  .string()
  .max(2000)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.addIssue({ code: 'custom', message: 'not JSON' })
      return z.NEVER
    }
  })

/**
 * The query a model's reply chose: exactly one call of a catalogue tool whose arguments pass that query's zod
 * schema. Anything else (text, several calls, an unknown tool, arguments that do not fit) is null, and the
 * offline understanding answers instead (ADR 0039).
 */
export function choiceFromReply(message: ChatCompletionMessage | undefined): QueryChoice | null {
  const calls = message?.tool_calls ?? []
  const [call] = calls
  if (calls.length !== 1 || call.type !== 'function') return null
  const query = findQuery(call.function.name)
  const args = ArgumentsSchema.safeParse(call.function.arguments)
  if (!query || !args.success) return null
  const checked = checkParams(query, args.data)
  return checked.ok ? { name: query.name as QueryName, params: checked.params } : null
}

const SYSTEM = [
  "You pick which of Lantern's named queries answers an admin's question about the platform's own data.",
  'Call exactly one tool with its arguments; leave out a filter the question does not name.',
  'If no tool fits the question, reply with the single word: none.',
].join(' ')

/**
 * Asks the configured model to choose a query for the question: one non-streamed call with the catalogue as
 * tools. Only the question (personal details and student names already removed) and the tool list are sent;
 * the model never sees a row. Null when it chose nothing usable or failed.
 */
export async function chooseWithModel(
  config: AiConfig,
  question: string,
  names: { subjects: string[]; levels: string[] },
  log?: AiLogger,
): Promise<QueryChoice | null> {
  const client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey ?? 'not-needed', maxRetries: 1 })
  const request = new AbortController()
  const timer = setTimeout(() => request.abort(new DOMException('slow', 'TimeoutError')), config.timeoutMs)
  try {
    const completion = await client.chat.completions.create(
      {
        model: config.model,
        temperature: 0,
        tools: catalogueTools(names),
        tool_choice: 'auto',
        messages: [
          { role: 'system', content: SYSTEM },
          { role: 'user', content: question },
        ],
      },
      { signal: request.signal },
    )
    return choiceFromReply(completion.choices[0]?.message)
  } catch (error) {
    log?.warn(
      { what: 'admin assistant', reason: failureReason(error, request.signal, config.timeoutMs) },
      'model call failed',
    )
    return null
  } finally {
    clearTimeout(timer)
  }
}
