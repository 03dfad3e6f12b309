/**
 * The question bank: original questions for P4–P6 Maths, Science, English and Chinese, each with a worked
 * solution, a marking scheme and a model answer worth full marks, grouped into worksheets per topic.
 * Maths questions come from seeded templates, so the bank is the same on every run.
 */
import { chinese, chinesePassages } from './chinese'
import { englishP4 } from './english-p4'
import { englishP5 } from './english-p5'
import { englishP6 } from './english-p6'
import { passages as englishPassages } from './english-passages'
import { mathsP4 } from './maths-p4'
import { mathsP5 } from './maths-p5'
import { mathsP6 } from './maths-p6'
import { scienceP4 } from './science-p4'
import { scienceP5 } from './science-p5'
import { scienceP6 } from './science-p6'
import type { Bank, BankQuestion } from './types'
import { buildWorksheets } from './worksheets'

export type * from './types'

const questions: BankQuestion[] = [
  ...mathsP4,
  ...mathsP5,
  ...mathsP6,
  ...scienceP4,
  ...scienceP5,
  ...scienceP6,
  ...englishP4,
  ...englishP5,
  ...englishP6,
  ...chinese,
]

export const bank: Bank = {
  questions,
  passages: [...englishPassages, ...chinesePassages],
  worksheets: buildWorksheets(questions),
}
