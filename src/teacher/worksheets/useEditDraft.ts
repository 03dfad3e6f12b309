import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { storedSchemesQueryOptions } from '../../api/question-answers'
import { correctIndexOf, type EditableQuestion } from '../../api/worksheet-generation'
import type { Question } from '../../api/worksheets'
import type { SchemeStatus } from './OpenAnswerFields'
import { partLetter } from './PartsRules'
import {
  type ContentDraft,
  type ContentErrors,
  contentErrorsFrom,
  contentProblems,
  isOpen,
} from './question-draft'
import {
  answerKind,
  hasErrors,
  type RulesErrors,
  type RulesState,
  rulesErrorsFrom,
  rulesProblems,
  rulesState,
  rulesToSave,
} from './rules-state'

type Issue = { path: string; message: string }
type Part = { text: string; answer: string }
/** A scheme the teacher typed, by question ('q') or part index; untouched ones are not here. */
type SchemeEdits = Record<string, string>

const same = (a: string, b: string) => a.trim() === b.trim()

/**
 * Everything the edit dialog holds of one question, its checks (shown once `shown`) and the server's refusals
 * (`issues`) by field, and the edit as it would be saved or tried. Stored schemes are read for open answers: one
 * that is not changed is not sent, so the server keeps its criteria exactly.
 */
export function useEditDraft(question: Question | null, issues: Issue[], shown: boolean) {
  const [text, setText] = useState('')
  const [answer, setAnswer] = useState('')
  const [correct, setCorrect] = useState(0)
  const [rules, setRules] = useState<RulesState>(rulesState(null))
  const [partRules, setPartRules] = useState<RulesState[]>([])
  const [parts, setParts] = useState<Part[]>([])
  const [schemes, setSchemes] = useState<SchemeEdits>({})
  useEffect(() => {
    if (!question) return
    setRules(rulesState(question.answer_rules))
    setPartRules(question.sub_questions.map((p) => rulesState(p.answer_rules)))
    setParts(question.sub_questions.map((p) => ({ text: p.text, answer: p.answer ?? '' })))
    setSchemes({})
    setText(question.text)
    setAnswer(question.answer ?? '')
    setCorrect(correctIndexOf(question.answer))
  }, [question])

  const typeId = question?.question_type_id ?? 0
  const subs = question?.sub_questions ?? []
  const hasOpen = isOpen(typeId) || subs.some((p) => isOpen(p.question_type_id))
  const stored = useQuery({ ...storedSchemesQueryOptions(question?.id ?? 0), enabled: !!question && hasOpen })
  const status: SchemeStatus = stored.data ? 'ready' : stored.isError ? 'failed' : 'loading'
  const storedScheme = (key: string) =>
    (key === 'q' ? stored.data?.question : stored.data?.parts[subs[Number(key)]?.id ?? -1]) ?? ''
  const schemeOf = (key: string) => schemes[key] ?? storedScheme(key)
  const schemeSent = (key: string) =>
    status === 'ready' && schemes[key] !== undefined && !same(schemes[key], storedScheme(key))

  const draft: ContentDraft = { text, answer, scheme: schemeOf('q') }
  const partDrafts: ContentDraft[] = parts.map((p, i) => ({ ...p, scheme: schemeOf(String(i)) }))
  const kind = answerKind(typeId, answer.trim(), rules)
  const partKinds = subs.map((p, i) =>
    answerKind(p.question_type_id, parts[i]?.answer.trim() ?? '', partRules[i] ?? rulesState(null)),
  )

  const contentNow: ContentErrors = question
    ? contentProblems(
        { typeId, maxScore: question.max_score, who: 'the question', schemeSent: schemeSent('q') },
        draft,
      )
    : {}
  const partContentNow = subs.map((p, i) =>
    contentProblems(
      {
        typeId: p.question_type_id,
        maxScore: p.max_score,
        who: `part (${partLetter(i)})`,
        schemeSent: schemeSent(String(i)),
      },
      partDrafts[i] ?? { text: p.text, answer: '', scheme: '' },
    ),
  )
  const anyError = (e: ContentErrors) => Object.values(e).some(Boolean)
  const contentInvalid = anyError(contentNow) || partContentNow.some(anyError)
  const rulesInvalid =
    hasErrors(rulesProblems(kind, rules)) ||
    partRules.some((r, i) => hasErrors(rulesProblems(partKinds[i], r)))

  const errors: RulesErrors = {
    ...rulesErrorsFrom(issues, 'question'),
    ...(shown ? rulesProblems(kind, rules) : {}),
  }
  const partErrors = partRules.map((r, i) => ({
    ...rulesErrorsFrom(issues, `question.sub_questions.${i}`),
    ...(shown ? rulesProblems(partKinds[i], r) : {}),
  }))
  const contentErrors: ContentErrors = {
    ...contentErrorsFrom(issues, 'question'),
    ...(shown ? contentNow : {}),
  }
  const partContentErrors = subs.map((_, i) => ({
    ...contentErrorsFrom(issues, `question.sub_questions.${i}`),
    ...(shown ? partContentNow[i] : {}),
  }))

  const editing: EditableQuestion | null = question && {
    question,
    text: text.trim(),
    answer: answer.trim(),
    correct,
    rules: rulesToSave(kind, rules),
    partRules: partRules.map((r, i) => rulesToSave(partKinds[i], r)),
    ...(schemeSent('q') ? { scheme: draft.scheme.trim() } : {}),
    parts: partDrafts.map((p, i) => ({
      text: p.text.trim(),
      answer: p.answer.trim(),
      ...(schemeSent(String(i)) ? { scheme: p.scheme.trim() } : {}),
    })),
  }

  return {
    draft,
    partDrafts,
    correct,
    rules,
    partRules,
    kind,
    status,
    errors,
    partErrors,
    contentErrors,
    partContentErrors,
    contentInvalid,
    rulesInvalid,
    editing,
    setDraft: (next: ContentDraft) => {
      setText(next.text)
      setAnswer(next.answer)
      if (next.scheme !== draft.scheme) setSchemes({ ...schemes, q: next.scheme })
    },
    setPart: (i: number, next: ContentDraft) => {
      setParts(parts.map((p, k) => (k === i ? { text: next.text, answer: next.answer } : p)))
      if (next.scheme !== partDrafts[i]?.scheme) setSchemes({ ...schemes, [i]: next.scheme })
    },
    setCorrect,
    setRules,
    setPartRule: (i: number, next: RulesState) => setPartRules(partRules.map((r, k) => (k === i ? next : r))),
  }
}
