import { and, asc, eq, exists, getTableColumns, inArray, sql } from 'drizzle-orm'
import type { QuizSubmitEvent } from '../../../contracts/events'
import type { AppContext, UserRow } from '../../context'
import { evaluations, quizzes } from '../../db/schema'
import { recordFirstPractice } from '../coach/first-practice'
import { WORKSHEET_COMPLETION_XP, XP_PER_HALF_MARK } from '../progress/levels'
import {
  knownPracticeDay,
  practiceDayInsert,
  recordPractice,
  type XpAward,
  xpAwardInsert,
} from '../progress/service'
import { resolvePrompts } from '../prompts/resolve'
import { awardRewardsSafely, totalXpOf } from '../rewards/award'
import { hasAnswer, studentAnswerOf } from './answers'
import { type HeldLease, LeaseLost } from './grading-lease'
import { type QuizMode, quizModeOf } from './practice'
import { presentEvaluation } from './present'
import { type LoadedQuestion, loadQuestions, toMarkable } from './questions'
import { type MarkedEvaluation, storeMarks, storeMarksAndReadQuiz } from './store-marks'

export type GradingJob = {
  student: UserRow
  quizId: number
  worksheetId: number
  /** Who made the worksheet (null: Lantern or a teacher): the completion bonus is for others' worksheets. */
  worksheetOwnerId: number | null
  /** When the quiz was started and handed in, as the submission wrote them. */
  startedAt: Date | null
  submittedAt: Date
  evaluationIds: number[]
  /** The questions, when the submission has them loaded already. */
  questions?: Map<number, LoadedQuestion>
  /** The evaluation rows of `evaluationIds` as the submission committed them, in order (read when absent). */
  rows?: EvaluationRow[]
  isReview: boolean
  /** A Lite student on a Lite course pays a heart per wrong answer. */
  paysHearts: boolean
  /** One answer checked in practice mode (ADR 0062): the quiz stays open until the child finishes it. */
  keepOpen?: boolean
  /** How the quiz scores, as the submission found it; read from the quiz when absent (an older stored job). */
  mode?: QuizMode
  /** The student's time zone, as the submission read it (null: no settings yet, so the default zone); read when absent. */
  timeZone?: string | null
  /** Audio of an oral answer, transcribed before marking. */
  audio?: { evaluationId: number; data: Buffer; fileName: string; mimeType: string }
  /**
   * The marking lease this run holds (ADR 0047): checked before each question (a shutdown hands the job back, a
   * lease taken over stops it) and deleted in the transaction that counts the marks, so they count once.
   */
  lease?: HeldLease
}

type Emit = (event: QuizSubmitEvent) => void
/** How long marks may wait unstored while more are being marked. */
const STORE_EVERY_MS = 250
type EvaluationRow = typeof evaluations.$inferSelect

/** XP tiers: each half mark earned on a question pays once, ever, so only improvement pays on a retry. */
export function questionAwards(questionId: number, marks: number): XpAward[] {
  return Array.from({ length: Math.floor(marks * 2) }, (_, i) => ({
    source: 'question',
    key: `${questionId}:${i + 1}`,
    xp: XP_PER_HALF_MARK,
  }))
}

/**
 * The completion bonus is for a real attempt at a worksheet someone else set (docs/decisions/0014): every
 * question answered and some marks earned. A worksheet the student builds themself (revision, custom) pays
 * for its marks only, or a student could make and hand in empty worksheets for the bonus.
 */
function isRealAttempt(job: GradingJob, rows: EvaluationRow[], marks: number) {
  return marks > 0 && rows.every(hasAnswer) && job.worksheetOwnerId !== job.student.id
}

async function modeOfQuiz(ctx: AppContext, quizId: number): Promise<QuizMode> {
  const [quiz] = await ctx.db
    .select({ groupTypeId: quizzes.groupTypeId, assignmentId: quizzes.assignmentId })
    .from(quizzes)
    .where(eq(quizzes.id, quizId))
  return quiz ? quizModeOf(quiz) : 'test'
}

/**
 * The quiz's score (ADR 0062): in practice mode each question counts its first try, so checking and trying
 * again shows mastery without raising the score; in test mode the latest marking counts, as handed in.
 */
async function quizMarks(
  ctx: AppContext,
  job: GradingJob,
  all: EvaluationRow[],
  firstMarks: Map<number, number | null>,
) {
  const latest = all.reduce((total, e) => total + (e.marksGiven ?? 0), 0)
  if ((job.mode ?? (await modeOfQuiz(ctx, job.quizId))) === 'test') return latest
  return all.reduce((total, e) => total + (firstMarks.get(e.id) ?? e.marksGiven ?? 0), 0)
}

/**
 * Marks the submitted answers one by one, emitting each mark, then its explanation as it is written, and
 * finally the totals. It runs to the end even if nobody is listening any more: the answers were committed,
 * so the marks are stored and can be fetched later.
 */
export async function runGrading(ctx: AppContext, job: GradingJob, emit: Emit) {
  const rows =
    job.rows ??
    (job.evaluationIds.length
      ? await ctx.db
          .select()
          .from(evaluations)
          .where(and(eq(evaluations.quizId, job.quizId), inArray(evaluations.id, job.evaluationIds)))
          .orderBy(asc(evaluations.position))
      : [])
  const questions =
    job.questions ??
    new Map(
      (
        await loadQuestions(
          ctx.db,
          rows.map((r) => r.questionId),
        )
      ).map((q) => [q.id, q]),
    )
  const awards: XpAward[] = []
  let wrong = 0
  // Marks are stored in batches: all at once when marking is quick (the offline engine), each as it is done
  // when a model takes its time, so a reload mid-way still finds the marks already given.
  const unstored: MarkedEvaluation[] = []
  let storedAt = Date.now()
  const storeUnstored = async () => {
    await storeMarks(ctx.db, unstored.splice(0))
    storedAt = Date.now()
  }

  // Paid for every answer of the job, also those an instance that died had marked and stored already.
  const pay = (questionId: number, marksGiven: number, needsReview: boolean) => {
    if (!job.isReview) awards.push(...questionAwards(questionId, marksGiven))
    if (marksGiven === 0 && !needsReview) wrong++
  }
  for (let row of rows) {
    if (row.gradingCompleted) {
      // Marked by the run this one resumes (ADR 0047): its stored marks stand.
      pay(row.questionId, row.marksGiven ?? 0, row.needsReview)
      continue
    }
    if (job.lease?.signal.aborted) {
      await storeUnstored()
      throw job.lease.signal.reason
    }
    const question = questions.get(row.questionId)!
    if (question.answerKey.kind === 'oral' && job.audio?.evaluationId === row.id) {
      const transcript = await ctx.ai.transcribe(job.audio)
      if (transcript !== null) {
        ;[row] = await ctx.db
          .update(evaluations)
          .set({ transcript })
          .where(eq(evaluations.id, row.id))
          .returning()
      }
    }
    const markable = toMarkable(question)
    const answer = studentAnswerOf(row, question)
    // Stored prompts only steer a model; the offline engine has no use for them.
    const options =
      ctx.ai.name === 'offline'
        ? undefined
        : { prompts: await resolvePrompts(ctx, question, ctx.config.ai.model) }
    const result = await ctx.ai.mark(markable, answer, options)
    const marked = {
      marksGiven: result.marksGiven,
      isFullMarks: result.isFullMarks,
      findings: result.findings,
      markedBy: result.markedBy,
      needsReview: Boolean(result.needsReview),
      gradingCompleted: true,
    }
    // The marks go out at once; they are stored with the explanation in one write when it is complete.
    emit({
      event: 'evaluations',
      data: [presentEvaluation({ ...row, ...marked, explanation: null }, question)],
    })

    let explanation = ''
    try {
      for await (const delta of ctx.ai.explain(markable, answer, result, options)) {
        explanation += delta
        emit({ event: 'explanation', data: { evaluation_id: row.id, question_id: row.questionId, delta } })
      }
    } catch (err) {
      // A model that fails half-way leaves a partial explanation; the marks stand.
      ctx.log.warn({ err, evaluationId: row.id }, 'explanation stopped early')
    }
    unstored.push({ id: row.id, ...marked, findings: marked.findings ?? null, explanation })
    if (Date.now() - storedAt >= STORE_EVERY_MS) await storeUnstored()

    pay(row.questionId, result.marksGiven, Boolean(result.needsReview))
  }

  // The last marks stored and the whole quiz read back in one statement.
  const { rows: all, firstMarks } = await storeMarksAndReadQuiz(ctx.db, job.quizId, unstored.splice(0))
  const marks = await quizMarks(ctx, job, all, firstMarks)
  const complete = !job.keepOpen && all.every((e) => e.gradingCompleted)
  const now = new Date()
  // Per-question times when the player sent them; otherwise the time from the first answer to the submit.
  const perQuestion = all.reduce((total, e) => total + e.timeSpent, 0)
  const timeSpent =
    perQuestion ||
    (job.startedAt
      ? Math.max(0, Math.round((job.submittedAt.getTime() - job.startedAt.getTime()) / 1000))
      : 0)
  if (complete && !job.isReview && isRealAttempt(job, all, marks)) {
    awards.push({ source: 'worksheet', key: String(job.worksheetId), xp: WORKSHEET_COMPLETION_XP })
  }
  const { xpEarned, quiz, timeZone } = await ctx.db.transaction(async (tx) => {
    // Hearts are paid on every marking of a Lite course's answers, review included.
    const heartsOwed = job.paysHearts ? wrong : 0
    // The practice day, the XP and the lease's deletion go with the quiz's totals in one statement (CTEs): a run
    // whose lease was taken over counts nothing (the instance that took it counts the marks), and throwing
    // below rolls back whatever the transaction wrote.
    const known = knownPracticeDay(job.student, heartsOwed, now, job.timeZone)
    const timeZone = known
      ? known.timeZone
      : (await recordPractice(tx, job.student, heartsOwed, now)).timeZone
    const day = known && tx.$with('practice_day').as(practiceDayInsert(tx, job.student.id, known.day))
    const xpInsert = job.isReview ? null : xpAwardInsert(tx, job.student.id, awards)
    const xp = xpInsert && tx.$with('xp_added').as(xpInsert)
    const lease = job.lease && tx.$with('lease_done').as(job.lease.deletion(tx))
    const ours = eq(quizzes.id, job.quizId)
    const ctes = [day, xp, lease].filter((cte) => !!cte)
    const [marked] = await (ctes.length ? tx.with(...ctes) : tx)
      .update(quizzes)
      .set({
        status: complete ? 'completed' : 'in_progress',
        marksGiven: marks,
        timeSpent,
        xpEarned: xp ? sql`(select coalesce(sum(${xp.xp}), 0) from ${xp})` : 0,
        completedAt: complete ? now : null,
      })
      .where(lease ? and(ours, exists(tx.select().from(lease))) : ours)
      // The student's XP after this marking, for the rewards' level rules: the statement cannot see its own
      // XP rows, so they are added to what it reads.
      .returning({
        ...getTableColumns(quizzes),
        totalXp: sql<string>`coalesce(${totalXpOf(job.student.id)}, 0) + ${quizzes.xpEarned}`,
      })
    if (!marked) throw job.lease ? new LeaseLost(job.quizId) : new Error(`quiz ${job.quizId} is gone`)
    const earned = marked.xpEarned ?? 0
    const { totalXp, ...quiz } = marked
    // Badges, collectibles and streak freezes (ADR 0060), in a savepoint: a failed award never loses the marks.
    if (!job.isReview)
      await awardRewardsSafely(ctx, tx, job.student.id, {
        quizId: job.quizId,
        xpEarned: earned,
        totalXp: Number(totalXp ?? 0),
        now,
        timeZone,
      })
    return { xpEarned: earned, quiz, timeZone }
  })
  if (complete && !job.isReview) await recordFirstPractice(ctx, quiz, now, timeZone)
  emit({
    event: 'grading_completed',
    data: {
      quiz_id: job.quizId,
      marks_given: marks,
      max_score: quiz.maxScore,
      time_spent: timeSpent,
      xp_earned: xpEarned,
    },
  })
}
