import type { AnswerKey, QuestionTypeId, StudentAnswer } from '../../../ai/types'

export type Level = 'P4' | 'P5' | 'P6'
export type Subject = 'Maths' | 'Science' | 'English' | 'Chinese'
export type BankImage = { filename: string; svg: string; alt: string }
export type BankPassage = { ref: string; title: string; text: string }
export type BankPart = {
  ref: string
  questionTypeId: QuestionTypeId
  text: string
  maxScore: number
  key: AnswerKey
  answer: string
  solution: string
  markingScheme: string
  modelAnswer: StudentAnswer
}
export type BankQuestion = {
  /** Unique and stable, e.g. 'p5-maths-fractions-007'. */
  ref: string
  level: Level
  subject: Subject
  topic: string
  /** 1 easy, 2 medium, 3 hard. */
  difficulty: 1 | 2 | 3
  questionTypeId: QuestionTypeId
  /** Markdown; maths as plain text like 3/4 or with LaTeX $\frac{3}{4}$. */
  text: string
  maxScore: number
  /** For a MULTI_PART question `{ kind: 'open', criteria: [] }`, with the parts in `parts`. */
  key: AnswerKey
  /** The answer as a teacher writes it (shown in review). */
  answer: string
  /** The worked solution, step by step, for a 10-year-old. */
  solution: string
  /** How marks are given, as a teacher reads it. */
  markingScheme: string
  /** An answer a strong student would give; it must earn full marks. */
  modelAnswer: StudentAnswer
  /** For passage-based questions. */
  passageRef?: string
  /** For image-based questions: simple, correct SVG diagrams. */
  images?: BankImage[]
  /** For listening questions: what the audio says (read aloud when no audio file exists). */
  listeningText?: string
  /** Multi-part questions. */
  parts?: BankPart[]
}
export type BankWorksheet = {
  ref: string
  title: string
  level: Level
  subject: Subject
  topic: string
  questionRefs: string[]
  timeLimitMinutes?: number
}
export type Bank = { questions: BankQuestion[]; passages: BankPassage[]; worksheets: BankWorksheet[] }
