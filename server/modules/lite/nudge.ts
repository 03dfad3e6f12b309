import { and, eq, isNull, lte, or } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { activityDays, parentChildren, studentSettings, users } from '../../db/schema'
import { badRequest, conflict } from '../../errors'
import { DEFAULT_TIME_ZONE, localDate } from '../progress/dates'
import { heartsNow, MAX_HEARTS } from '../progress/hearts'

/** A Lite child hears about unlocking a subject at most this often (ADR 0028). */
export const NUDGE_INTERVAL_MS = 3 * 24 * 60 * 60_000

/** Words a ten-year-old understands: what they can do now, and who to ask. */
export const NUDGE_MESSAGES = {
  practised:
    'Great practice today! With Lantern Lite you can try 3 worksheets in each subject. Ask a grown-up about unlocking a subject, and you can do every worksheet in it.',
  outOfHearts:
    'You have used all your hearts for now. One comes back every 30 minutes. Ask a grown-up about unlocking a subject: then its worksheets never use hearts.',
} as const

const noNudge = (nextNudgeAt: Date | null = null) => ({
  should_nudge: false,
  message: null,
  next_nudge_at: nextNudgeAt?.toISOString() ?? null,
})

function parseLastSent(value: string | undefined) {
  if (value == null) return null
  const at = new Date(value)
  if (Number.isNaN(at.getTime())) {
    const message = 'Send last_sent_message_at as a date and time, such as 2026-11-23T08:00:00Z.'
    throw badRequest(message, [{ path: 'last_sent_message_at', message }])
  }
  return at
}

/** What the student did today that earns the nudge: practised, or ran out of hearts. */
async function momentOf(ctx: AppContext, student: UserRow, now: Date) {
  const [settings] = await ctx.db.select().from(studentSettings).where(eq(studentSettings.userId, student.id))
  const hearts = settings
    ? heartsNow({ hearts: settings.hearts, updatedAt: settings.heartsUpdatedAt }, now).hearts
    : MAX_HEARTS
  if (hearts === 0) return 'outOfHearts' as const
  const today = localDate(now, settings?.timeZone ?? DEFAULT_TIME_ZONE)
  const [practised] = await ctx.db
    .select({ day: activityDays.day })
    .from(activityDays)
    .where(and(eq(activityDays.userId, student.id), eq(activityDays.day, today)))
  return practised ? ('practised' as const) : null
}

/**
 * The premium nudge for a Lite student (ADR 0028): at most once per three days since the client last showed it,
 * and only after practising today or running out of hearts. Nothing is stored: the client sends when it last
 * showed the message, and only its own child sees fewer nudges by sending another time.
 */
export async function premiumNudge(
  ctx: AppContext,
  student: UserRow,
  lastSentMessageAt: string | undefined,
  now: Date,
) {
  const lastSent = parseLastSent(lastSentMessageAt)
  if (!student.isFreeTier) return noNudge()
  if (lastSent && now.getTime() < lastSent.getTime() + NUDGE_INTERVAL_MS)
    return noNudge(new Date(lastSent.getTime() + NUDGE_INTERVAL_MS))
  const moment = await momentOf(ctx, student, now)
  if (!moment) return noNudge()
  return {
    should_nudge: true,
    message: NUDGE_MESSAGES[moment],
    next_nudge_at: new Date(now.getTime() + NUDGE_INTERVAL_MS).toISOString(),
  }
}

/** A child may ask a grown-up once a day; the parent has the message, so asking again only repeats it. */
export const ASK_GROWN_UP_INTERVAL_MS = 24 * 60 * 60_000

/**
 * "Ask a grown-up" (issue 14 item 8, ADR 0064): the child's parents are e-mailed the premium nudge the child was
 * shown, with where to unlock a subject. Once a day per child; never anything the child wrote or answered.
 */
export async function askGrownUp(ctx: AppContext, student: UserRow, now: Date) {
  if (!student.isFreeTier)
    throw conflict('Your subjects are already unlocked, so there is nothing to ask for.')
  const parents = await ctx.db
    .select({ email: users.email, firstName: users.firstName })
    .from(parentChildren)
    .innerJoin(users, eq(users.id, parentChildren.parentId))
    .where(eq(parentChildren.childId, student.id))
  const reachable = parents.filter((p) => p.email)
  if (!reachable.length)
    throw conflict(
      'No grown-up is linked to your account yet. Show them Lantern and ask them to sign up as a parent.',
    )
  // One statement claims today's ask, so two presses at once send one e-mail.
  const lastAllowed = new Date(now.getTime() - ASK_GROWN_UP_INTERVAL_MS)
  const [claimed] = await ctx.db
    .insert(studentSettings)
    .values({ userId: student.id, grownUpAskedAt: now })
    .onConflictDoUpdate({
      target: studentSettings.userId,
      set: { grownUpAskedAt: now },
      setWhere: or(isNull(studentSettings.grownUpAskedAt), lte(studentSettings.grownUpAskedAt, lastAllowed)),
    })
    .returning({ userId: studentSettings.userId })
  if (!claimed)
    throw conflict('Your grown-up already has your message from today. You can ask again tomorrow.')
  const moment = (await momentOf(ctx, student, now)) ?? 'practised'
  const child = student.firstName
  for (const parent of reachable) {
    await ctx.mailer.send({
      to: parent.email!,
      subject: `${child} would like to do more on Lantern`,
      text: [
        `Hello ${parent.firstName},`,
        '',
        `${child} pressed "Ask a grown-up" on Lantern Lite. This is what Lantern told ${child}:`,
        '',
        `"${NUDGE_MESSAGES[moment]}"`,
        '',
        `Lite is free: 3 worksheets in each subject, with 5 hearts (a wrong answer uses one, and one comes back every 30 minutes). Unlocking a subject opens all its worksheets, with no hearts.`,
        '',
        `You can unlock a subject, or use an activation code, on ${child}'s page: ${ctx.config.appUrl}/academy/child/${student.id}/manage`,
        '',
        'There is nothing you need to do if you would rather stay on Lite.',
      ].join('\n'),
    })
  }
  return {
    sent_to: reachable.length,
    next_ask_at: new Date(now.getTime() + ASK_GROWN_UP_INTERVAL_MS).toISOString(),
  }
}
