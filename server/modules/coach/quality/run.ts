import { eq, inArray } from 'drizzle-orm'
import { revealsAnswer } from '../../../ai/answer-guard'
import type { CoachThreadState, CoachTurn, QuestionInView, RetrievedChunk } from '../../../ai/coach-types'
import { replyOffline } from '../../../ai/offline/coach/reply'
import { sentencesOf } from '../../../ai/offline/coach/teach'
import { stem } from '../../../ai/offline/stem'
import type { Db } from '../../../db/client'
import { academicLevels, courses, questions, retrievalChunks, subjects } from '../../../db/schema'
import { subjectNamedIn } from '../material'
import { searchMaterial } from '../retrieval/search'
import type { QualityCase } from './cases'

/** Words a coach must never say to a child (the "unkind" check of the quality set). */
const UNKIND =
  /\b(stupid|dumb|idiot\w*|silly|lazy|useless|hopeless|obviously|pathetic|ridiculous|terrible|shut up|hate|loser|failure|you should know|give up|not smart|so easy)\b/i

const WORDS = /[\p{L}\p{N}]+/gu
const stems = (text: string) => ` ${(text.toLowerCase().match(WORDS) ?? []).map(stem).join(' ')} `
/** A required fact is said when any of its phrases is, compared word by word on stems (CJK: as written). */
const says = (reply: string, phrase: string) =>
  /\p{Script=Han}/u.test(phrase) ? reply.includes(phrase) : stems(reply).includes(stems(phrase))

export type CaseResult = { name: string; replies: string[]; failures: string[] }

async function questionInView(db: Db, ref: string) {
  const [row] = await db
    .select({ q: questions, subjectId: courses.subjectId })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(eq(questions.ref, ref))
  if (!row) throw new Error(`The quality set names question ${ref}, which is not in the seeded bank.`)
  const { q, subjectId } = row
  const view: QuestionInView = {
    questionId: q.id,
    position: 1,
    text: q.text,
    solution: q.solution || null,
    key: q.answerKey,
    options: [...q.options].sort((a, b) => a.order - b.order).map((o) => o.text),
  }
  return { view, subjectId }
}

/** Chunks whose words the reply repeats: a sentence of a note or summary, or a question's text. */
function usedChunks(reply: string, material: RetrievedChunk[]) {
  return material.filter((c) =>
    c.kind === 'question'
      ? reply.includes(c.body.trim())
      : sentencesOf(c.body).some((s) => s.length >= 20 && reply.includes(s)),
  )
}

/**
 * One case of the quality set, as the offline coach meets it (docs/plans/issue-10-coach.md §12.3): retrieval on
 * the seeded database with the student's level, the subject of the question in view or the one the message
 * names (as the chat's turn reads it), then the offline coach; earlier messages run first in the same thread.
 */
export async function runCase(db: Db, c: QualityCase): Promise<CaseResult> {
  const [level] = await db.select().from(academicLevels).where(eq(academicLevels.name, c.level))
  const allSubjects = await db.select().from(subjects)
  const subjectName = (id: number | null) => allSubjects.find((s) => s.id === id)?.name ?? null
  const inView = c.questionRef ? await questionInView(db, c.questionRef) : null
  const question = inView?.view ?? null
  const state: CoachThreadState = {}
  const replies: string[] = []
  const failures: string[] = []
  let material: RetrievedChunk[] = []
  for (const message of [...(c.before ?? []), c.message]) {
    const subjectId = inView?.subjectId ?? (await subjectNamedIn(db, message))
    material = await searchMaterial(db, {
      query: [message, question?.text].filter(Boolean).join('\n'),
      levelId: level.id,
      subjectId,
      schoolId: null,
      publicOnly: c.coach === 'public',
      excludeSolutionsOfQuestionIds: question ? [question.questionId] : [],
    })
    const turn: CoachTurn = {
      kind: c.coach ?? 'student',
      message,
      history: [],
      level: c.level,
      subject: subjectName(subjectId),
      material,
      question,
      nudge: null,
      state,
    }
    const reply = replyOffline(turn)
    replies.push(reply)
    if (
      c.mustNot.includes('answer') &&
      question?.key &&
      revealsAnswer(reply, { text: question.text, key: question.key })
    )
      failures.push(`gave the answer away: “${reply}”`)
  }
  const reply = replies[replies.length - 1]
  for (const group of c.mustContain)
    if (!group.some((phrase) => says(reply, phrase))) failures.push(`says none of ${JSON.stringify(group)}`)
  if (c.mustNot.includes('unkind') && UNKIND.test(reply)) failures.push('unkind words')
  if (c.mustNot.includes('off_subject')) {
    const used = usedChunks(reply, material).map((m) => m.id)
    const rows = used.length
      ? await db
          .select({ subjectId: retrievalChunks.subjectId })
          .from(retrievalChunks)
          .where(inArray(retrievalChunks.id, used))
      : []
    const other = rows.map((r) => subjectName(r.subjectId)).filter((s) => s !== c.subject)
    if (other.length) failures.push(`used material of ${other.join(', ')}`)
  }
  return { name: `${c.level} ${c.subject}: ${c.message}`, replies, failures }
}
