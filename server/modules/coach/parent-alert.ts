import { and, count, eq, gt } from 'drizzle-orm'
import type { AppContext } from '../../context'
import { chatFlags, parentChildren, users } from '../../db/schema'

const DAY_MS = 86_400_000

/**
 * A child wrote something that may mean they are at risk (a severity-3 flag): their parents are e-mailed at once,
 * at most once a day per child, with where to look and who can help — never what the child wrote (ADR 0035).
 */
export function alertParentsOfSeriousFlag(ctx: AppContext, studentId: number, now = new Date()) {
  ctx.tasks.run('serious flag notice', async () => {
    const [{ today }] = await ctx.db
      .select({ today: count() })
      .from(chatFlags)
      .where(
        and(
          eq(chatFlags.studentId, studentId),
          eq(chatFlags.severity, 3),
          gt(chatFlags.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      )
    if (today > 1) return
    const [child] = await ctx.db.select().from(users).where(eq(users.id, studentId))
    const parents = await ctx.db
      .select({ email: users.email, firstName: users.firstName })
      .from(parentChildren)
      .innerJoin(users, eq(users.id, parentChildren.parentId))
      .where(eq(parentChildren.childId, studentId))
    for (const parent of parents) {
      if (!parent.email || !child) continue
      await ctx.mailer.send({
        to: parent.email,
        subject: `Please check in with ${child.firstName} today`,
        text: [
          `Hello ${parent.firstName},`,
          '',
          `${child.firstName} wrote something to Lantern's study coach that made it worried about how ${child.firstName} is feeling. The coach answered with care and suggested talking to a grown-up they trust.`,
          '',
          `You can see the message on ${child.firstName}'s page: ${ctx.config.appUrl}/academy/child/${child.id}/manage (under "Conversations to look at").`,
          '',
          'If you are worried about their safety, you can call the Samaritans of Singapore at 1767 (any time) or Tinkle Friend at 1800 274 4788 for children.',
        ].join('\n'),
      })
    }
  })
}
