import type { MarkingFinding, MarkResult } from '../types'

/** The findings as facts for the tutor, leaving out what the student wrote (that stays in the user message). */
export function describeFindings(result: MarkResult, label = ''): string[] {
  // A multi-part result repeats its parts' findings at the top: describe each part's once, under its label.
  if (!result.parts?.length) return result.findings.map((f) => label + describeFinding(f))
  return result.parts.flatMap((part, i) => [
    `${label}Part ${i + 1}: ${part.marksGiven} out of ${part.maxScore}.`,
    ...describeFindings(part, `${label}Part ${i + 1}: `),
  ])
}

function describeFinding(finding: MarkingFinding): string {
  switch (finding.type) {
    case 'correct':
      return 'The answer is correct.'
    case 'blank':
      return 'The answer was left blank.'
    case 'wrong_choice':
      return `Wrong option chosen (${finding.chosen.join(', ')}); the correct option: ${finding.correct.join(', ')}.`
    case 'wrong_value':
      return `Wrong value; the expected answer is ${finding.expected}.`
    case 'wrong_unit':
      return `Wrong unit; the expected unit is ${finding.expected}.`
    case 'not_simplest':
      return `Not in its simplest form; the expected answer is ${finding.expected}.`
    case 'form_not_accepted':
      return `Written in a form the question does not accept; the expected form is ${finding.expected}.`
    case 'spelling_forgiven':
      return `Correct, with a small spelling slip; the correct spelling is ${finding.expected}.`
    case 'wrong_text':
      return `Wrong answer; the expected answer is ${finding.expected}.`
    case 'criterion_met':
      return `Met: ${finding.criterion}`
    case 'criterion_missed':
      return `Missed: ${finding.criterion}`
    case 'unreadable':
      return 'The answer could not be read as an answer to this question.'
  }
}
