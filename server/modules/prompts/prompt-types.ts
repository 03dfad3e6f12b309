import { PROMPT_TYPE, PROMPT_TYPE_ALT, PROMPT_TYPE_COACH } from '../../../contracts/constants'
import { badRequest } from '../../errors'

/**
 * The spec lists two sets of prompt-type ids. Each purpose has one canonical id (the first set); the second
 * set's ids are accepted everywhere and stored under the canonical one, so one purpose never has two rows.
 */
const ALIASES: Record<number, number> = {
  [PROMPT_TYPE_ALT.MARKING]: PROMPT_TYPE.MARKING,
  [PROMPT_TYPE_ALT.GENERATION]: PROMPT_TYPE.QUESTION_GENERATION,
  [PROMPT_TYPE_ALT.GENERATION_USER_REQUEST]: PROMPT_TYPE.GENERATION_USER_REQUEST,
}
// The coaches' prompt types (10 tutor, 11 teacher assistant, 12 public coach) are beyond both spec sets (ADR 0034).
const CANONICAL = new Set<number>([...Object.values(PROMPT_TYPE), ...Object.values(PROMPT_TYPE_COACH)])

export function canonicalPromptType(id: number, field = 'prompt_type_id'): number {
  const canonical = ALIASES[id] ?? id
  if (!CANONICAL.has(canonical)) {
    const message = `Prompt type ${id} does not exist: use 1 marking, 2 question generation, 4 scoring, 5 solution generation, 6 objective generation, 7 generation by user request, 10 tutor, 11 teacher assistant or 12 public coach.`
    throw badRequest(message, [{ path: field, message }])
  }
  return canonical
}

/** The prompt slots the marker uses, by canonical prompt type. The explanation is the solution prompt. */
export const MARKER_PROMPT_TYPES = {
  marking: PROMPT_TYPE.MARKING,
  scoring: PROMPT_TYPE.SCORING,
  explanation: PROMPT_TYPE.SOLUTION_GENERATION,
} as const
