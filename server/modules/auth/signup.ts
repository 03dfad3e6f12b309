import { eq, or } from 'drizzle-orm'
import type { z } from 'zod'
import type { SignupBodySchema } from '../../../contracts/auth'
import type { AppContext } from '../../context'
import { academicLevels, users } from '../../db/schema'
import { badRequest, conflict } from '../../errors'
import { hashPassword } from '../../lib/crypto'
import { type RequestMeta, startSession } from './login'

type SignupBody = z.infer<typeof SignupBodySchema>

export async function signup(ctx: AppContext, body: SignupBody, isFreeTier: boolean, meta: RequestMeta) {
  const taken = await ctx.db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(or(eq(users.email, body.email), body.username ? eq(users.username, body.username) : undefined))
  if (taken.some((u) => u.email === body.email)) {
    throw conflict('An account already uses this email. Sign in, or reset your password.')
  }
  if (taken.length) throw conflict('That username is taken. Try another one.')
  if (body.academic_level_id) {
    const [level] = await ctx.db
      .select({ id: academicLevels.id })
      .from(academicLevels)
      .where(eq(academicLevels.id, body.academic_level_id))
    if (!level)
      throw badRequest('Choose a school level from the list.', [
        { path: 'academic_level_id', message: 'Unknown level.' },
      ])
  }
  const [user] = await ctx.db
    .insert(users)
    .values({
      email: body.email,
      username: body.username ?? null,
      mobileNumber: body.mobile_number ? `+${body.mobile_number.replace(/\D/g, '')}` : null,
      passwordHash: await hashPassword(body.password),
      firstName: body.first_name,
      lastName: body.last_name,
      userRoleId: body.user_role_id,
      academicLevelId: body.academic_level_id ?? null,
      hasAgreedPolicy: true,
      isFreeTier,
    })
    .returning()
  return startSession(ctx, user, 'signup', meta)
}
