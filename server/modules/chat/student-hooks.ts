import { and, eq } from 'drizzle-orm'
import type { SurveyKind } from '../../../contracts/constants'
import type { CoachNudge } from '../../ai/coach-types'
import type { AppContext, UserRow } from '../../context'
import { subjects, surveyQuestions, surveys } from '../../db/schema'
import { studentToday } from '../coach/engagement/student-day'
import { markFirstPracticeViewed } from '../coach/first-practice'
import { fillTemplate, NUDGE_TEMPLATES } from '../coach/nudge-templates'
import { ONBOARDING_FIELDS, SKIPPED, saveOnboardingField } from '../coach/onboarding'
import { generatePlan, getPlan, planCompletion } from '../coach/plan'
import type { PreparedTurn } from '../coach/turn'
import { describePlan, ONBOARDING_QUESTIONS, ONBOARDING_THANKS, todaysActivities } from './nudge-replies'
import type { StreamFields } from './stream-fields'

type Hooks = Pick<PreparedTurn, 'fixedReply' | 'replyExtras' | 'afterReply' | 'triggerId'>

/** Survey nudges and the prompt trigger each one is (product.md triggers 7, 10–13). */
const SURVEY_TRIGGER: Record<string, number> = {
  disposition_login: 7,
  confidence_login: 10,
  confidence_after_practice: 11,
  motivation_login: 12,
  motivation_after_practice: 13,
}

/** A template's next variant for this thread (rotated in its state, so a child rarely sees one twice). */
function variant(turn: PreparedTurn, key: string, lines: readonly string[], name: string) {
  const used = (turn.thread.state.variants ?? {}) as Record<string, number>
  const index = used[key] ?? 0
  turn.thread.state = { ...turn.thread.state, variants: { ...used, [key]: index + 1 } }
  return fillTemplate(lines[index % lines.length], name)
}

/** A survey card: one question of the survey, picked at random (product.md: one random question per type). */
async function surveyCard(
  ctx: AppContext,
  type: string,
  random: () => number,
  chosen?: number,
): Promise<Hooks> {
  const [kind, ...rest] = type.split('_')
  const trigger = rest.join('_') as 'login' | 'after_practice'
  const found = await ctx.db
    .select({ id: surveyQuestions.id, text: surveyQuestions.text })
    .from(surveyQuestions)
    .innerJoin(surveys, eq(surveys.id, surveyQuestions.surveyId))
    .where(
      and(eq(surveys.type, kind as SurveyKind), eq(surveys.trigger, trigger), eq(surveys.isActive, true)),
    )
  // The client's pick when it is a question of that survey; otherwise one at random.
  const question = found.find((q) => q.id === chosen) ?? found[Math.floor(random() * found.length)]
  if (!question) return { fixedReply: 'How are you feeling about your learning today?' }
  return {
    fixedReply: question.text,
    triggerId: SURVEY_TRIGGER[type] ?? null,
    replyExtras: { type: 'survey', surveyType: kind as SurveyKind, surveyQuestionId: question.id },
  }
}

/** The onboarding step's question, or, when the child answered it, thanks, and the answer kept (plan §8.6.1). */
async function onboardingStep(
  ctx: AppContext,
  student: UserRow,
  step: 1 | 2 | 3 | 4,
  text: string,
): Promise<Hooks> {
  if (!text) return { fixedReply: fillTemplate(ONBOARDING_QUESTIONS[step], student.firstName) }
  const field = ONBOARDING_FIELDS[step - 1]
  let value = text.slice(0, 200)
  if (step === 1) {
    const named = (await ctx.db.select().from(subjects)).find((s) =>
      new RegExp(`\\b${s.name.replace(/s$/, '')}`, 'i').test(text),
    )
    value = named?.name ?? value
  }
  return {
    fixedReply: ONBOARDING_THANKS[step],
    afterReply: async () => {
      await saveOnboardingField(
        ctx.db,
        student.id,
        field,
        /^(skip|no thanks|not now)\b/i.test(text) ? SKIPPED : value,
      )
    },
  }
}

/** The plan step: a new plan presented, today's practice named, progress noted, or the week summed up. */
async function planStep(
  ctx: AppContext,
  student: UserRow,
  nudge: Extract<CoachNudge, { group: 'plan' }>,
): Promise<Hooks> {
  const name = student.firstName
  if (nudge.action === 'generate_first_plan' || nudge.action === 'generate_subsequent_plan') {
    const plan = await generatePlan(
      ctx,
      student.id,
      nudge.action === 'generate_first_plan' ? 'first' : 'subsequent',
    )
    return {
      fixedReply: plan
        ? describePlan(plan, name)
        : `I could not make a plan yet, ${name}: there is no practice open to you. Ask a grown-up to add a subject.`,
    }
  }
  const { plan } = await getPlan(ctx, student.id)
  if (!plan) return { fixedReply: `You do not have a plan yet, ${name}. Shall I make one for you?` }
  if (nudge.action === 'practice') {
    const today = todaysActivities(plan, await studentToday(ctx.db, student.id))
    const next = today.find((a) => !a.completed)
    return {
      fixedReply: next
        ? `Today's practice is "${next.title}". Open it from your plan when you are ready. Take your time!`
        : `You have finished today's plan, ${name}. Brilliant! Come back tomorrow for the next step.`,
    }
  }
  if (nudge.action === 'practice_continuation') {
    const done = await planCompletion(ctx, student.id)
    return {
      fixedReply: `Well done, ${name}! You answered ${nudge.questionsCompleted ?? 0} questions and earned ${nudge.xpEarned ?? 0} XP. That is ${done.completed_activities} of ${done.total_activities} activities in your plan.`,
      afterReply: async () => {
        await markFirstPracticeViewed(ctx.db, student.id)
      },
    }
  }
  const done = await planCompletion(ctx, student.id)
  return {
    fixedReply: `This week you finished ${done.completed_activities} of ${done.total_activities} activities, ${name}. Every one of them made you stronger. Shall I make next week's plan?`,
  }
}

/**
 * What a student's turn does besides a free reply: trigger and survey turns speak from our templates (never a
 * model, plan Q8), an onboarding answer is saved, a plan step reads or makes the plan. Empty for a plain message.
 */
export async function studentTurnHooks(
  ctx: AppContext,
  student: UserRow,
  fields: StreamFields,
  turn: PreparedTurn,
  random: () => number = Math.random,
): Promise<Hooks> {
  const nudge = turn.nudge
  if (!nudge) return {}
  if (nudge.group === 'onboarding') return onboardingStep(ctx, student, nudge.step, turn.text)
  if (nudge.group === 'plan') return planStep(ctx, student, nudge)
  if (nudge.group === 'survey') return surveyCard(ctx, nudge.type, random, fields.survey_question_id)
  const key = `${nudge.group}:${nudge.type}`
  const lines = NUDGE_TEMPLATES[key]
  if (!lines?.length) return {}
  const hooks: Hooks = { fixedReply: variant(turn, key, lines, student.firstName) }
  if (fields.first_practice_worksheet_id || fields.first_practice_assignment_id)
    hooks.afterReply = async () => {
      await markFirstPracticeViewed(ctx.db, student.id)
    }
  return hooks
}
