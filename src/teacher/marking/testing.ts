import type { MarkingItem } from '../../api/marking-inbox'

// Answers as GET /teachers/marking-inbox sends them, for the marking page's component tests.

export function markingItem(evaluationId: number, overrides: Partial<MarkingItem> = {}): MarkingItem {
  return {
    evaluation_id: evaluationId,
    quiz_id: 900 + evaluationId,
    student: { id: 21, first_name: 'Chloe', last_name: 'Tan' },
    class: { id: 4, name: '5 Kingfisher Maths' },
    worksheet: { id: 31, title: 'Fractions week 3' },
    submitted_at: '2026-11-20T02:00:00.000Z',
    reason: 'flagged_for_review',
    student_question: null,
    question: {
      id: 101,
      question_type_id: 2,
      text: `Question ${evaluationId}: explain why 1/2 is more than 1/3.`,
      images: [],
      options: [],
      max_score: 2,
      marking_scheme: '1 mark: compares the parts of a whole\n1 mark: a picture or an example',
      model_answer: 'Halves are bigger parts than thirds.',
      solution: '',
      parts: [],
    },
    answer: {
      text: `Answer ${evaluationId}: a half is bigger because there are fewer pieces.`,
      selected_option: null,
      method_answer: null,
      parts: [],
      audio_url: null,
      photo_url: null,
      ai_marks: 1,
      ai_explanation: 'The reason is there, but no example.',
    },
    ...overrides,
  }
}

export const inboxReply = (items: MarkingItem[], total = items.length) => ({
  items,
  total_count: total,
  page: 1,
  size: 50,
})
