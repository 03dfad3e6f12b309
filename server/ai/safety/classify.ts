import { type Category, LEXICON } from './lexicon'
import { forMatching } from './normalise'
import { hasPersonalInfo } from './personal-info'
import type { SafetyReply } from './replies'

export type Direction = 'in' | 'out'
export type SafetyCategory = Category | 'personal_info'
export type Finding = { category: SafetyCategory; severity: 1 | 2 | 3 }
/**
 * What to do with the message: `allow` it; `redact` personal details first; answer with care (`support`);
 * `refuse` it kindly; `escalate` (a child may be at risk: caring words and helplines, never the model, and the
 * grown-ups are told); or `block` a coach's reply that must not reach the child.
 */
export type Action = 'allow' | 'redact' | 'support' | 'refuse' | 'escalate' | 'block'
export type Verdict = { findings: Finding[]; action: Action; reply: SafetyReply | null }

const SEVERITY: Record<SafetyCategory, 1 | 2 | 3> = {
  self_harm: 3,
  abuse: 3,
  sexual: 2,
  violence: 2,
  hate: 1,
  profanity: 1,
  bullying: 1,
  personal_info: 1,
  injection: 1,
}

// Strongest first: the first category found in this order decides a student message's action.
const INBOUND: [SafetyCategory, Action, SafetyReply | null][] = [
  ['self_harm', 'escalate', 'escalate'],
  ['abuse', 'escalate', 'escalate'],
  ['sexual', 'refuse', 'refuse'],
  ['violence', 'refuse', 'refuse'],
  ['hate', 'refuse', 'kindly'],
  ['profanity', 'refuse', 'kindly'],
  ['bullying', 'support', 'support'],
  ['personal_info', 'redact', 'redact'],
]
// A coach's reply may talk about a child's feelings or bullying kindly; anything else on this list is blocked.
const BLOCKED_OUT = new Set<SafetyCategory>([
  'self_harm',
  'abuse',
  'sexual',
  'violence',
  'hate',
  'profanity',
  'personal_info',
])

/**
 * The offline safety classifier (docs/plans/issue-10-coach.md §6.1): pure, no I/O, the same verdict for the
 * same text. `injection` is recorded but never changes the action: the turn goes on and the attempt is simply
 * not obeyed.
 */
export function classify(text: string, direction: Direction): Verdict {
  const normal = forMatching(text)
  const found = (Object.keys(LEXICON) as Category[]).filter((category) =>
    LEXICON[category].some((pattern) => pattern.test(normal)),
  ) as SafetyCategory[]
  if (hasPersonalInfo(text)) found.push('personal_info')
  const findings = found.map((category) => ({ category, severity: SEVERITY[category] }))
  if (direction === 'out') {
    const blocked = found.some((category) => BLOCKED_OUT.has(category))
    return { findings, action: blocked ? 'block' : 'allow', reply: blocked ? 'refuse' : null }
  }
  const rule = INBOUND.find(([category]) => found.includes(category))
  return { findings, action: rule?.[1] ?? 'allow', reply: rule?.[2] ?? null }
}
