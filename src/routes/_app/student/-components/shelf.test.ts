import { describe, expect, it } from 'vitest'
import { quizSummary } from '../../../../test/fixtures'
import { groupBySubject, needsRevision, shelfOf } from './shelf'

const quiz = quizSummary

describe('the library shelves', () => {
  it('reads subject and topic from worksheet titles, keeping colons that belong to the topic', () => {
    expect(shelfOf(quiz(1, 'P5 Fractions: Dividing'))).toEqual({
      subject: 'Maths',
      topic: 'Fractions: Dividing',
    })
    expect(shelfOf(quiz(2, 'P5 Science: Cells (Set 2)'))).toEqual({ subject: 'Science', topic: 'Cells' })
    expect(shelfOf(quiz(3, 'P5 华文：词语运用'))).toEqual({ subject: 'Chinese', topic: '词语运用' })
  })

  it('prefers subject and topic names the server sends', () => {
    const named = { ...quiz(4, 'Anything'), subject_name: 'Music', topic_name: 'Rhythm' }
    expect(shelfOf(named)).toEqual({ subject: 'Music', topic: 'Rhythm' })
  })

  it('groups by subject in school order, then by topic, sets together', () => {
    const groups = groupBySubject([
      quiz(5, 'P5 English: Grammar'),
      quiz(3, 'P5 Science: Cells (Set 2)'),
      quiz(2, 'P5 Science: Cells (Set 1)'),
      quiz(1, 'P5 Ratio'),
    ])
    expect(groups.map((g) => g.subject)).toEqual(['Maths', 'Science', 'English'])
    expect(groups[1].topics).toEqual([
      { topic: 'Cells', quizzes: [expect.objectContaining({ id: 2 }), expect.objectContaining({ id: 3 })] },
    ])
  })

  it('lists completed worksheets with marks lost for revision', () => {
    expect(needsRevision(quiz(1, 'x', { status: 'completed', marks_given: 7 }))).toBe(true)
    expect(needsRevision(quiz(1, 'x', { status: 'completed', marks_given: 10 }))).toBe(false)
    expect(needsRevision(quiz(1, 'x', { status: 'in_progress', marks_given: 3 }))).toBe(false)
  })
})
