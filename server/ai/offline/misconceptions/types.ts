import type { AnswerKey } from '../../types'

/** What the question knows and what the child answered, as a misconception detector reads them. */
export type Situation = {
  /** The question's text, with the stem of its multi-part question in front when it is a part. */
  text: string
  solution: string
  key: AnswerKey
  /** The child's answer as a number in the key's unit (a picked option read as a number), when it is one. */
  given: number | null
  /** The child's answer as written, or the text of the option picked. */
  givenText: string
  /** The child's ratio, when the key is a ratio. */
  givenRatio?: number[]
  /** The text of the correct option, or the first accepted answer. */
  rightText: string
}

/** One common mistake: it names itself only when the wrong answer is exactly what it produces. */
export type Misconception = {
  id: string
  /** Returns the kind sentence that names the mistake and shows the right step, or null. */
  detect: (s: Situation) => string | null
}

export type NamedMistake = { id: string; sentence: string }
