import type { AppContext, UserRow } from '../../context'

/** Hands a message to the support inbox; the sender's address becomes the reply address. */
export async function sendToSupport(
  ctx: AppContext,
  message: { from: string; name?: string; subject?: string; text: string; user?: UserRow },
) {
  const who = message.user
    ? `${message.user.firstName} ${message.user.lastName} (user ${message.user.id}, role ${message.user.userRoleId})`
    : (message.name ?? 'a visitor')
  await ctx.mailer.send({
    to: ctx.config.supportEmail,
    replyTo: message.from,
    subject: `[Lantern support] ${message.subject ?? 'Message from the website'}`,
    text: `From ${who} <${message.from}>\n\n${message.text}`,
  })
}
