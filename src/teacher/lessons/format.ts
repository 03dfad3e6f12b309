import { LESSON_TYPE } from '../../../contracts/constants'

const TYPE_NAMES: Record<number, string> = {
  [LESSON_TYPE.LESSON]: 'Lesson',
  [LESSON_TYPE.AI_BOOK]: 'aiBook',
  [LESSON_TYPE.LEARNING_PATH]: 'Learning path',
  [LESSON_TYPE.MOCK_EXAM]: 'Mock exam',
  [LESSON_TYPE.TOPIC_BOOSTER]: 'Topic booster',
}

export const lessonTypeName = (id: number) => TYPE_NAMES[id] ?? 'Lesson'

/** The kinds a teacher makes and filters by here (ADR 0056). */
export const TYPE_OPTIONS = [LESSON_TYPE.LESSON, LESSON_TYPE.TOPIC_BOOSTER].map((id) => ({
  value: String(id),
  label: lessonTypeName(id),
}))

export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`

export const studentsText = (n: number) => (n ? `Set for ${plural(n, 'student')}` : 'Not assigned yet')
