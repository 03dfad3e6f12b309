import { and, eq } from 'drizzle-orm'
import { LIMITS, USER_ROLE } from '../../../contracts/constants'
import type { AppContext, UserRow } from '../../context'
import { academicLevels, languages, parentChildren, users } from '../../db/schema'
import { AppError, badRequest, forbidden } from '../../errors'
import { newToken } from '../../lib/crypto'
import { loadUserView } from './present'
import { applySignInChanges, type SignInChanges } from './sign-in-details'

export type ProfileChanges = SignInChanges & {
  first_name?: string
  last_name?: string
  academic_level_id?: number | null
  preferred_language_id?: number | null
}

async function mustExist(
  ctx: AppContext,
  table: typeof academicLevels | typeof languages,
  id: number,
  field: string,
) {
  const [row] = await ctx.db.select({ id: table.id }).from(table).where(eq(table.id, id))
  if (!row) {
    const message =
      field === 'academic_level_id'
        ? 'Choose a school level from the list.'
        : 'Choose a language from the list.'
    throw badRequest(message, [{ path: field, message }])
  }
}

/** Profile fields change at once; the email and password through `applySignInChanges`, with the current password. */
export async function updateProfile(
  ctx: AppContext,
  user: UserRow,
  changes: ProfileChanges,
  caller: { ip: string; sessionId: number | null },
) {
  if (changes.academic_level_id)
    await mustExist(ctx, academicLevels, changes.academic_level_id, 'academic_level_id')
  if (changes.preferred_language_id) {
    await mustExist(ctx, languages, changes.preferred_language_id, 'preferred_language_id')
  }
  const pendingEmail = await applySignInChanges(ctx, user, changes, caller)
  const [row] = await ctx.db
    .update(users)
    .set({
      firstName: changes.first_name,
      lastName: changes.last_name,
      academicLevelId: changes.academic_level_id,
      preferredLanguageId: changes.preferred_language_id,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning()
  return { ...(await loadUserView(ctx.db, row)), pending_email: pendingEmail }
}

export async function agreePolicy(ctx: AppContext, user: UserRow) {
  const [row] = await ctx.db
    .update(users)
    .set({ hasAgreedPolicy: true, updatedAt: new Date() })
    .where(eq(users.id, user.id))
    .returning()
  return loadUserView(ctx.db, row)
}

/** May `actor` change the picture of user `targetId`: themself, a parent for their child, or an admin. */
async function canEditPicture(ctx: AppContext, actor: UserRow, targetId: number) {
  if (actor.id === targetId || actor.userRoleId === USER_ROLE.ADMIN) return true
  if (actor.userRoleId !== USER_ROLE.PARENT) return false
  const [link] = await ctx.db
    .select()
    .from(parentChildren)
    .where(and(eq(parentChildren.parentId, actor.id), eq(parentChildren.childId, targetId)))
  return Boolean(link)
}

export async function assertCanEditPicture(ctx: AppContext, actor: UserRow, targetId: number) {
  if (!(await canEditPicture(ctx, actor, targetId))) {
    throw forbidden('You can change only your own picture, or your children’s.')
  }
}

const IMAGE_SIGNATURES: { ext: string; test: (b: Buffer) => boolean }[] = [
  {
    ext: 'png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { ext: 'jpg', test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'gif', test: (b) => b.subarray(0, 4).toString('latin1') === 'GIF8' },
  {
    ext: 'webp',
    test: (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
]

/** Judges an upload by its bytes, not by the name or type the browser claims. */
export const imageExtension = (data: Buffer) => IMAGE_SIGNATURES.find((s) => s.test(data))?.ext ?? null

export async function setProfilePicture(ctx: AppContext, actor: UserRow, targetId: number, data: Buffer) {
  await assertCanEditPicture(ctx, actor, targetId)
  if (data.length > LIMITS.PROFILE_PIC_MAX_BYTES) {
    throw new AppError(413, 'The picture is larger than 2 MB. Choose a smaller one.', 'file_too_large')
  }
  const ext = imageExtension(data)
  if (!ext) throw new AppError(415, 'Choose a PNG, JPEG, GIF or WebP picture.', 'unsupported_media_type')
  const [target] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, targetId))
  if (!target) throw new AppError(404, 'There is no such user.', 'not_found')
  const url = await ctx.storage.put(`profile-pics/${targetId}-${newToken().slice(0, 12)}.${ext}`, data)
  await ctx.db.update(users).set({ profilePicUrl: url, updatedAt: new Date() }).where(eq(users.id, targetId))
  return { profile_pic_url: url }
}
