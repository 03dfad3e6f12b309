import type { MarkingItem, MarkingReason } from '../../../contracts/marking-inbox'
import type { evaluations } from '../../db/schema'
import type { LoadedQuestion } from '../quiz/questions'

type EvaluationRow = typeof evaluations.$inferSelect
type Row = {
  evaluation: EvaluationRow
  quizId: number
  student: { id: number; firstName: string; lastName: string }
  worksheet: { id: number; title: string }
  klass: { id: number; name: string }
  asked: string | null
  question: LoadedQuestion
}

const isOral = (q: LoadedQuestion) => q.answerKey.kind === 'oral'

function reasonOf(e: EvaluationRow, q: LoadedQuestion): MarkingReason {
  if (!e.needsReview) return 'student_asked'
  return isOral(q) && !e.transcript?.trim() ? 'no_transcript' : 'flagged_for_review'
}

/** The expected answer as a teacher reads it: the author's answer, or the text an oral answer reads aloud. */
function modelAnswer(q: Pick<LoadedQuestion, 'answer' | 'answerKey'>) {
  if (q.answerKey.kind === 'oral') return q.answerKey.expectedText
  return q.answer?.trim() || null
}

export function presentItem(r: Row): MarkingItem {
  const { evaluation: e, question: q } = r
  const option = q.options.find((o) => o.id === e.selectedOptionId)
  return {
    evaluation_id: e.id,
    quiz_id: r.quizId,
    student: { id: r.student.id, first_name: r.student.firstName, last_name: r.student.lastName },
    class: r.klass,
    worksheet: r.worksheet,
    submitted_at: e.submittedAt?.toISOString() ?? null,
    reason: reasonOf(e, q),
    student_question: r.asked,
    question: {
      id: q.id,
      question_type_id: q.questionTypeId,
      text: q.text,
      images: q.images,
      options: q.options,
      ...(q.answerKey.kind === 'choice' && q.answerKey.labels === 'numbers'
        ? { option_labels: 'numbers' as const }
        : {}),
      max_score: q.maxScore,
      marking_scheme: q.markingScheme,
      model_answer: modelAnswer(q),
      solution: q.solution,
      parts: q.parts.map((p) => ({
        id: p.id,
        text: p.text,
        max_score: p.maxScore,
        marking_scheme: p.markingScheme,
        model_answer: modelAnswer(p),
      })),
    },
    answer: {
      text: isOral(q) ? e.transcript : e.value,
      selected_option: option ? { id: option.id, order: option.order, text: option.text } : null,
      method_answer: e.methodAnswer,
      parts: q.parts.map((p) => ({ question_id: p.id, value: e.partValues?.[String(p.id)] ?? null })),
      audio_url: e.audioUrl,
      photo_url: e.fileUrl,
      ai_marks: e.marksGiven,
      ai_explanation: e.explanation,
    },
  }
}
