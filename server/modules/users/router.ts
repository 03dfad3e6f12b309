import type { FastifyInstance } from 'fastify'
import { LIMITS } from '../../../contracts/constants'
import { usersContract } from '../../../contracts/users'
import { AppError } from '../../errors'
import { type MultipartRules, readMultipart } from '../../lib/multipart'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { perAddressLimit } from '../../plugins/rate-limit'
import { agreePolicy, assertCanEditPicture, setProfilePicture, updateProfile } from './account'
import { sendToSupport } from './contact'
import { findUsers } from './directory'
import { presentUser } from './present'
import { confirmEmailChange } from './sign-in-details'

/** The calls of spec 7.2 about one's own account, finding people and contacting support; the rest of 7.2 arrives with its features. */
const accountContract = {
  agreePolicy: usersContract.agreePolicy,
  updateProfile: usersContract.updateProfile,
  confirmEmailChange: usersContract.confirmEmailChange,
  uploadProfilePic: usersContract.uploadProfilePic,
  getUserInformation: usersContract.getUserInformation,
  listUsers: usersContract.listUsers,
  sendContactMessage: usersContract.sendContactMessage,
  sendSupportMessage: usersContract.sendSupportMessage,
}

/** One picture, and room for the few small fields a browser form may add beside it. */
const PICTURE_LIMITS: MultipartRules = {
  fields: { maxCount: 5, maxBytes: 1024 },
  files: { file: { maxBytes: LIMITS.PROFILE_PIC_MAX_BYTES, what: 'picture' } },
  totalBytes: LIMITS.PROFILE_PIC_MAX_BYTES + 8 * 1024,
}

async function readUpload(request: Parameters<typeof currentUser>[0]) {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'Send the picture as multipart/form-data in a field named "file".',
      'unsupported_media_type',
    )
  }
  const { files } = await readMultipart(request, PICTURE_LIMITS)
  if (!files[0]) throw new AppError(400, 'Attach the picture in a field named "file".', 'invalid_request')
  return files[0].data
}

export function registerUserRoutes(app: FastifyInstance) {
  const { ctx } = app
  const contactLimit = perAddressLimit(app, 5, 15)
  const accepted = { ok: true as const, message: 'Thank you. We answer within one working day.' }
  const router = s.router(accountContract, {
    agreePolicy: async ({ request }) => ({ status: 200, body: await agreePolicy(ctx, currentUser(request)) }),
    updateProfile: async ({ request, body }) => ({
      status: 200,
      body: await updateProfile(ctx, currentUser(request), body, {
        ip: request.ip,
        sessionId: request.sessionId,
      }),
    }),
    confirmEmailChange: {
      hooks: perAddressLimit(app, 20, 15),
      handler: async ({ body }) => ({ status: 200, body: await confirmEmailChange(ctx, body.token) }),
    },
    uploadProfilePic: async ({ request, params }) => {
      const user = currentUser(request)
      // Refuse before reading the upload, so a stranger's bytes are never buffered.
      await assertCanEditPicture(ctx, user, params.id)
      const data = await readUpload(request)
      return { status: 200, body: await setProfilePicture(ctx, user, params.id, data) }
    },
    // The session already holds the user and their school, so this answers without a database round trip.
    getUserInformation: async ({ request }) => ({
      status: 200,
      body: presentUser(currentUser(request), request.school),
    }),
    listUsers: async ({ request, query }) => ({
      status: 200,
      body: await findUsers(ctx, currentUser(request), query),
    }),
    sendContactMessage: {
      hooks: contactLimit,
      handler: async ({ body }) => {
        await sendToSupport(ctx, { from: body.from_email, name: body.name, text: body.message })
        return { status: 202, body: accepted }
      },
    },
    sendSupportMessage: {
      hooks: contactLimit,
      handler: async ({ request, body }) => {
        const user = currentUser(request)
        const from = user.email ?? `user-${user.id}@accounts.lantern.test`
        await sendToSupport(ctx, { from, subject: body.subject, text: body.message, user })
        return { status: 202, body: accepted }
      },
    },
  })
  return registerContract(app, accountContract, router)
}
