import { and, eq, gt, lt } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../context'
import type { Executor } from '../../db/client'
import { parentalConsentRequests } from '../../db/schema'
import { gone, tooMany } from '../../errors'
import { hashToken, newToken } from '../../lib/crypto'

/** How long a parent has to answer; then the request, and the child's first name in it, are deleted. */
export const CONSENT_TTL_DAYS = 7
const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000
const REQUESTS_PER_PARENT_PER_DAY = 3

export type ConsentRequest = { childFirstName: string; parentEmail: string; expiresAt: Date }

const spent = () =>
  gone('This link has expired or was already answered. Your child can ask again from the sign-up page.')

const live = (token: string) =>
  and(
    eq(parentalConsentRequests.tokenHash, hashToken(token)),
    gt(parentalConsentRequests.expiresAt, new Date()),
  )

/**
 * A child started sign-up alone: keep their first name and the grown-up's address, nothing else (no IP, no
 * device, no age), and mail the grown-up a link. COPPA's exception for collecting a parent's address to
 * ask for consent (16 CFR 312.5(c)(1)); ADR 0057.
 */
export async function requestParentalConsent(ctx: AppContext, childFirstName: string, parentEmail: string) {
  if (!(await ctx.limiter.hit(`consent:${parentEmail}`, REQUESTS_PER_PARENT_PER_DAY, DAY_MS))) {
    throw tooMany('We already emailed this grown-up a few times today. Ask them to check their inbox.')
  }
  const token = newToken()
  const expiresAt = new Date(Date.now() + CONSENT_TTL_DAYS * DAY_MS)
  await ctx.db
    .insert(parentalConsentRequests)
    .values({ tokenHash: hashToken(token), childFirstName, parentEmail, expiresAt })
  const link = `${ctx.config.appUrl}/parent-consent?token=${token}`
  ctx.tasks.run('parental consent request', () =>
    ctx.mailer.send({
      to: parentEmail,
      // Subjects are logged by the mailers, so they never carry the child's name.
      subject: 'A child would like to join Lantern: your consent is needed',
      text: [
        'Hello,',
        `A child who gave the name "${childFirstName}" started to make a Lantern account and gave this email as their grown-up's. Lantern is a practice and tutoring site for primary-school Maths, Science, English and Chinese.`,
        `Children's accounts on Lantern are made by a parent or school. If you agree, open this link to sign in or create your parent account, then make ${childFirstName}'s account. You choose the username and password, and you can download or delete ${childFirstName}'s data at any time.`,
        link,
        `Until you answer we keep only the first name and this email address, only to ask you. The link expires in ${CONSENT_TTL_DAYS} days; if you do nothing, both are deleted then. The same page lets you say no, which deletes them at once.`,
        `How Lantern looks after children's data: ${ctx.config.appUrl}/privacy-policy`,
        'If you do not know this child, you can ignore this email.',
      ].join('\n\n'),
    }),
  )
}

export async function readParentalConsent(ctx: AppContext, token: string) {
  const [row] = await ctx.db.select().from(parentalConsentRequests).where(live(token))
  if (!row) throw spent()
  return {
    child_first_name: row.childFirstName,
    parent_email: row.parentEmail,
    expires_at: row.expiresAt.toISOString(),
  }
}

/** The parent's address, when the token is live: signing up from the link proves it (ADR 0057). */
export async function consentParentEmail(ctx: AppContext, token: string) {
  const [row] = await ctx.db
    .select({ email: parentalConsentRequests.parentEmail })
    .from(parentalConsentRequests)
    .where(live(token))
  return row?.email ?? null
}

export async function declineParentalConsent(ctx: AppContext, token: string) {
  const removed = await ctx.db
    .delete(parentalConsentRequests)
    .where(eq(parentalConsentRequests.tokenHash, hashToken(token)))
    .returning({ id: parentalConsentRequests.id })
  if (!removed.length) throw spent()
}

/**
 * Uses a consent link up inside the transaction that creates the child, so the account exists only with its
 * request gone, and a spent or expired link rolls the account back.
 */
export async function claimParentalConsent(tx: Executor, token: string): Promise<ConsentRequest> {
  const [row] = await tx.delete(parentalConsentRequests).where(live(token)).returning()
  if (!row) throw spent()
  return row
}

/** The "plus" of email-plus consent: the parent is told afterwards, at the address the child gave. */
export function mailConsentConfirmation(ctx: AppContext, request: ConsentRequest, childUsername: string) {
  ctx.tasks.run('parental consent confirmation', () =>
    ctx.mailer.send({
      to: request.parentEmail,
      subject: 'The Lantern account you agreed to is ready',
      text: `Hello,\n\nA parent account opened the link sent here and made ${request.childFirstName}'s Lantern account (username: ${childUsername}).\n\nIf this was not you, write to ${ctx.config.supportEmail} and we will delete the account and its data.`,
    }),
  )
}

export async function deleteExpiredConsentRequests(db: Executor, now = Date.now()) {
  const removed = await db
    .delete(parentalConsentRequests)
    .where(lt(parentalConsentRequests.expiresAt, new Date(now)))
    .returning({ id: parentalConsentRequests.id })
  return removed.length
}

/** Unanswered requests go when they expire: a sweep when the server starts and every hour. */
export function scheduleConsentExpiry(app: FastifyInstance) {
  const sweep = () =>
    deleteExpiredConsentRequests(app.ctx.db).catch((err) =>
      app.log.error({ err }, 'consent request expiry failed'),
    )
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    await sweep()
    timer = setInterval(sweep, HOUR_MS).unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
}
