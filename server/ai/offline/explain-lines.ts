import type {
  ChoiceKey,
  MarkableQuestion,
  MarkingFinding,
  MarkResult,
  StudentAnswer,
  TextKey,
} from '../types'
import { optionLabel, optionText, pickedIds } from './choice'
import { numericSentences } from './explain-numeric'
import { andList, openSentences } from './explain-open'
import { answerText } from './normalise'
import { alignWords, scoreTranscript } from './oral'
import { shortQuote } from './result'

function choiceSentences(key: ChoiceKey, answer: StudentAnswer, finding: MarkingFinding): string[] {
  const name = (id: number) =>
    Number.isNaN(id)
      ? 'an answer that is not one of the options'
      : `**${optionLabel(key, id)}** (“${shortQuote(optionText(key, id), 60)}”)`
  const correct = andList(key.correct.map(name))
  if (finding.type === 'correct') return [`Correct! The answer is ${correct}.`]
  if (finding.type !== 'wrong_choice') return []
  const picked = andList(pickedIds(key, answer).map(name))
  if (key.correct.length > 1) {
    return [
      `You picked ${picked}. The correct answers are ${correct}: you need to pick all of them, and only them.`,
    ]
  }
  return [`You picked ${picked}, but the correct answer is ${correct}.`]
}

function textSentences(key: TextKey, finding: MarkingFinding, findings: MarkingFinding[]): string[] {
  const also = key.accepted.length > 1 ? ` (**${shortQuote(key.accepted[1], 60)}** is also accepted)` : ''
  switch (finding.type) {
    case 'correct':
      return findings.some((f) => f.type === 'spelling_forgiven')
        ? []
        : [`Correct! The answer is **${shortQuote(key.accepted[0] ?? '', 80)}**.`]
    case 'spelling_forgiven':
      return [
        `Correct! Just watch the spelling: it is written **${shortQuote(finding.expected, 80)}** (you wrote “${finding.given}”).`,
      ]
    case 'wrong_text':
      return [`You wrote “${finding.given}”. The answer is **${shortQuote(finding.expected, 80)}**${also}.`]
    default:
      return []
  }
}

function oralSentences(question: MarkableQuestion, transcript: string): string[] {
  if (question.key.kind !== 'oral') return []
  const score = scoreTranscript(question.key.expectedText, transcript)
  const missed = [
    ...new Set(
      alignWords(question.key.expectedText, transcript).flatMap((w) =>
        w.expected && w.cost >= 0.5 ? [w.expected] : [],
      ),
    ),
  ].slice(0, 6)
  if (missed.length === 0)
    return [`Well read! Your reading matched the text very closely (${score} out of 100).`]
  return [
    `Your reading scored ${score} out of 100.`,
    `Practise these words: ${missed.map((w) => `**${shortQuote(w, 30)}**`).join(', ')}. Read the text aloud again slowly, word by word.`,
  ]
}

const BLANK: Record<MarkableQuestion['key']['kind'], string> = {
  choice: 'You did not choose an answer for this question.',
  numeric: 'You did not write an answer for this question.',
  text: 'You did not write an answer for this question.',
  open: 'You did not write an answer for this question.',
  oral: 'I could not hear any words in your recording. Next time, read in a quiet place and speak clearly.',
}

/** The opening of an explanation: what the child did, in their own words and numbers, and what was expected. */
export function openingLines(
  question: MarkableQuestion,
  answer: StudentAnswer,
  result: MarkResult,
): string[] {
  const { key } = question
  const findings = result.findings ?? []
  if (findings.some((f) => f.type === 'blank')) {
    if (result.needsReview && key.kind === 'oral') {
      return ['Your recording has been saved. Your teacher will listen to it and give you your marks soon.']
    }
    return [BLANK[key.kind] ?? BLANK.text]
  }
  if (key.kind === 'open') return openSentences(question, answer, result)
  const value = answerText(answer.value)
  if (key.kind === 'oral') return oralSentences(question, value ?? '')
  return findings.flatMap((finding) => {
    if (key.kind === 'choice') return choiceSentences(key, answer, finding)
    if (key.kind === 'numeric') return numericSentences(key, value, finding)
    return textSentences(key, finding, findings)
  })
}
