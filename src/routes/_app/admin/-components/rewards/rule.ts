import type { RewardRule } from '../../../../../../contracts/rewards'

export type RuleKind = RewardRule['kind']

/** Each rule kind of ADR 0060 in an admin's words, with what its number counts and whether it takes a subject. */
export const RULE_KINDS: Record<
  RuleKind,
  { label: string; amount: string; field: 'count' | 'days' | 'level'; subject: boolean; min: number }
> = {
  worksheets: {
    label: 'Finish different worksheets',
    amount: 'How many worksheets',
    field: 'count',
    subject: true,
    min: 1,
  },
  full_marks: {
    label: 'Get full marks on different worksheets',
    amount: 'How many worksheets',
    field: 'count',
    subject: false,
    min: 1,
  },
  topic_full_marks: {
    label: 'Get full marks on worksheets of one topic',
    amount: 'How many worksheets of the topic',
    field: 'count',
    subject: false,
    min: 1,
  },
  streak: {
    label: 'Practise days in a row',
    amount: 'How many days in a row',
    field: 'days',
    subject: false,
    min: 1,
  },
  subject_days: {
    label: 'Finish worksheets on different days',
    amount: 'How many days',
    field: 'days',
    subject: true,
    min: 1,
  },
  level: { label: 'Reach a level', amount: 'Which level', field: 'level', subject: false, min: 2 },
}

export type RuleDraft = { kind: RuleKind; amount: string; subjectId: string }

export function ruleDraftOf(rule: RewardRule | undefined): RuleDraft {
  if (!rule) return { kind: 'worksheets', amount: '1', subjectId: '' }
  const amount = 'count' in rule ? rule.count : 'days' in rule ? rule.days : rule.level
  const subjectId = 'subject_id' in rule && rule.subject_id ? String(rule.subject_id) : ''
  return { kind: rule.kind, amount: String(amount), subjectId }
}

/** The rule as the server reads it; a number left empty or mistyped is sent as is, for the schema to name. */
export function ruleOf(draft: RuleDraft): unknown {
  const meta = RULE_KINDS[draft.kind]
  const amount = draft.amount.trim() === '' ? undefined : Number(draft.amount)
  return {
    kind: draft.kind,
    [meta.field]: amount,
    ...(meta.subject ? { subject_id: draft.subjectId ? Number(draft.subjectId) : null } : {}),
  }
}
