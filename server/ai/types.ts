/**
 * The marking domain shared by the offline engine, the OpenAI-compatible provider, the question bank and the
 * quiz service. A question's answer key is data of its kind; a student's answer is always data, never an
 * instruction to anyone.
 */

export const QUESTION_TYPE = {
  MULTIPLE_CHOICE: 1,
  NUMERIC: 2,
  SHORT_TEXT: 3,
  OPEN_ENDED: 4,
  ORAL: 5,
  MULTI_PART: 6,
} as const
export type QuestionTypeId = (typeof QUESTION_TYPE)[keyof typeof QUESTION_TYPE]

export type ChoiceKey = {
  kind: 'choice'
  options: { id: number; text: string }[]
  /** Ids of the correct options; more than one means the student must pick all of them. */
  correct: number[]
  /**
   * How the question labels its options, and so how feedback names them: 'letters' (A–D, today's quiz
   * screen) or 'numbers' ((1)–(4), as PSLE papers print them). Default: 'letters'.
   */
  labels?: 'letters' | 'numbers'
}

/**
 * A ratio answer ("2 : 3", "4:6:10"). It rides on a numeric key (so every consumer of a numeric key keeps
 * working) and, when present, the answer is marked as a ratio: a fraction such as 2/3 is not a ratio.
 */
export type RatioRule = {
  /** The ratio's terms in order, e.g. [2, 3] for 2 : 3. */
  terms: number[]
  /** Whether an equal ratio in other terms (4 : 6 for 2 : 3) earns the marks. Default: true. */
  acceptEquivalent?: boolean
  /** Whether the ratio must be in its simplest form; an equal unsimplified ratio then earns half. Default: false. */
  requireSimplest?: boolean
}

export type NumericKey = {
  kind: 'numeric'
  /** The exact value, in `unit` when one is given. */
  value: number
  /** Largest accepted absolute difference (default 1e-9, i.e. exact). */
  tolerance?: number
  /** The unit the answer is in, e.g. 'cm', 'kg', '$', 'ml'; an answer may give it or leave it out. */
  unit?: string
  /** Other units the answer may use, with the factor that converts them to `unit` (e.g. { m: 100 } for cm). */
  convertibleUnits?: Record<string, number>
  /** Which written forms earn full marks: 3/4, 0.75, 75%, 1 1/2. Default: all. */
  forms?: ('integer' | 'decimal' | 'fraction' | 'mixed' | 'percent')[]
  /** When the question asks for the simplest form, an unsimplified fraction earns part marks only. */
  requireSimplest?: boolean
  /** "Round your answer to 2 decimal places": the answer must show exactly this many decimal places. */
  decimalPlaces?: number
  /** "Give your answer to 3 significant figures": the answer must show exactly this many. */
  significantFigures?: number
  /** "Give your answer with its unit": a bare number earns nothing. Default: false (the unit may be left out). */
  unitRequired?: boolean
  /** Marks the answer as a ratio instead of a single number (then `value` is the first term over the second). */
  ratio?: RatioRule
}

export type TextKey = {
  kind: 'text'
  /** Accepted answers; each may be a phrase. */
  accepted: string[]
  /** Groups of words that count as the same (e.g. ['evaporate', 'evaporation']). */
  synonyms?: string[][]
  /**
   * Spelling slips forgiven per word (edit distance); default 1 for words of 5+ letters, 0 otherwise. 0 means
   * the spelling (and the word form) is the point: no slips, no other form of the word, no words run together.
   */
  spellingTolerance?: number
  caseSensitive?: boolean
}

/** One point of a marking scheme: earns `marks` when the answer says what `concepts` describe. */
export type Criterion = {
  id: string
  description: string
  marks: number
  /** Every group must be matched; a group matches when any of its phrases (or a near spelling) appears. */
  concepts: string[][]
  /**
   * Misconceptions that cancel this criterion when the answer states them ("plastic is a good conductor"):
   * each is a phrase, matched like a concept phrase (its words in order, negation respected).
   */
  misconceptions?: string[]
}
export type OpenKey = {
  kind: 'open'
  criteria: Criterion[]
  /** Words that count as the same in this question's answers, added to the built-in list (CO2, vapor, …). */
  synonyms?: string[][]
}

/** Spoken answers: the transcript is scored against the expected text and the score banded by thresholds. */
export type OralKey = {
  kind: 'oral'
  expectedText: string
  /** Score bands: a transcript scoring at least min_score (0–100) earns `marks`. */
  thresholds: { min_score: number; marks: number }[]
}

export type AnswerKey = ChoiceKey | NumericKey | TextKey | OpenKey | OralKey

export type MarkableQuestion = {
  id: number
  questionTypeId: QuestionTypeId
  text: string
  maxScore: number
  key: AnswerKey
  /** The worked solution, step by step (markdown). */
  solution: string
  /** The marking scheme as a teacher would read it. */
  markingScheme: string
  /** Parts of a multi-part question, each marked on its own. */
  parts?: MarkableQuestion[]
  /** The subject, which picks the built-in symbols and abbreviations read as words (CO2 → carbon dioxide). */
  subject?: 'maths' | 'science' | 'english' | 'chinese'
}

export type StudentAnswer = {
  /** Free answer: the number, word, sentence or transcript as typed or spoken. */
  value?: string | null
  /** Chosen option ids of a multiple-choice question. */
  selectedOptionIds?: number[]
  /** The working the student showed, if any. */
  methodAnswer?: string | null
  /** Answers to the parts of a multi-part question, by part id. */
  parts?: Record<number, StudentAnswer>
}

/** Why marks were or were not given, in facts an explanation can address. */
export type MarkingFinding =
  | { type: 'correct' }
  | { type: 'blank' }
  | { type: 'wrong_choice'; chosen: string[]; correct: string[] }
  | { type: 'wrong_value'; given: string; expected: string }
  | { type: 'wrong_unit'; given: string; expected: string }
  | { type: 'not_simplest'; given: string; expected: string }
  | { type: 'form_not_accepted'; given: string; expected: string }
  | { type: 'spelling_forgiven'; given: string; expected: string }
  | { type: 'wrong_text'; given: string; expected: string }
  | { type: 'criterion_met'; criterion: string }
  | { type: 'criterion_missed'; criterion: string }
  | { type: 'unreadable'; given: string }

export type MarkResult = {
  marksGiven: number
  maxScore: number
  isFullMarks: boolean
  findings: MarkingFinding[]
  /** Marks for each part of a multi-part question, in order. */
  parts?: MarkResult[]
  /** True when no engine could mark it confidently and a teacher should look (e.g. oral with no provider). */
  needsReview?: boolean
}
