import type { AppContext } from '../../context'
import { CATALOGUE, checkParams, findQuery, type QueryChoice } from './catalogue'
import { UnknownName } from './filters'
import { PERIOD_LABEL, type Period } from './periods'
import { EXAMPLES } from './understand'

/** What was answered, and how, for the reply and the audit record. */
export type AssistantAnswer = {
  text: string
  query: QueryChoice | null
  result: unknown
}

/** The parameters in words: "this week, all subjects, P5". */
export function describeParams(query: { params: unknown }, params: Record<string, unknown>) {
  const accepts = Object.keys((query.params as { shape?: object }).shape ?? {})
  const words = accepts.map((key) => {
    const value = params[key]
    if (key === 'period') return PERIOD_LABEL[value as Period]
    if (key === 'limit') return `top ${value}`
    if (key === 'subject') return value ? String(value) : 'all subjects'
    if (key === 'level') return value ? String(value) : 'all levels'
    if (key === 'school') return value ? String(value) : 'all schools'
    return `${key} ${String(value)}`
  })
  return words.length ? words.join(', ') : 'as of now'
}

/** The reply to a question the assistant cannot map to its catalogue: what it can answer instead. */
export function capabilities(intro = "I can't answer that from Lantern's data yet.") {
  const lines = CATALOGUE.map((q) => `- ${q.name}: ${q.description} For example: "${EXAMPLES[q.name]}"`)
  return `${intro} I can tell you about:\n${lines.join('\n')}\nPeriods I understand: today, this week, the last 7 days, this month, last month, the last 30 days, all time.`
}

/**
 * Runs a chosen query after checking its parameters against the query's own schema, and writes the answer
 * naming the query and its parameters, so an admin can see exactly what was counted.
 */
export async function answerChoice(
  ctx: Pick<AppContext, 'db'>,
  choice: QueryChoice,
  now = new Date(),
): Promise<AssistantAnswer> {
  const query = findQuery(choice.name)
  if (!query) return { text: capabilities(), query: null, result: null }
  const checked = checkParams(query, choice.params)
  if (!checked.ok)
    return {
      text: capabilities(`I could not use ${choice.name} that way (${checked.problem}).`),
      query: null,
      result: null,
    }
  try {
    const result = await query.run({ db: ctx.db, now }, checked.params)
    const text = `Answered from ${query.name} (${describeParams(query, checked.params)}): ${query.phrase(result, checked.params)}`
    return { text, query: { name: choice.name, params: checked.params }, result }
  } catch (error) {
    if (!(error instanceof UnknownName)) throw error
    const known = error.known.length
      ? ` Its ${error.kind === 'level' ? 'levels' : `${error.kind}s`} include ${error.known.join(', ')}.`
      : ''
    return { text: `${error.message}${known} Ask again with one of those names.`, query: null, result: null }
  }
}
