import type { FastifyInstance } from 'fastify'
import { childrenContract } from '../../../contracts/children'
import { LIMITS } from '../../../contracts/constants'
import { usersContract } from '../../../contracts/users'
import { AppError } from '../../errors'
import { currentUser } from '../../plugins/authenticate'
import { registerContract, s } from '../../plugins/contract-routes'
import { perAddressLimit } from '../../plugins/rate-limit'
import { agreePolicy, assertCanEditPicture, setProfilePicture, updateProfile } from './account'
import { listChildren } from './children'
import { sendToSupport } from './contact'
import { findUsers } from './directory'
import { loadUserView } from './present'

/** The calls of spec 7.2 about one's own account, finding people and contacting support; the rest of 7.2 arrives with its features. */
const accountContract = {
  agreePolicy: usersContract.agreePolicy,
  updateProfile: usersContract.updateProfile,
  uploadProfilePic: usersContract.uploadProfilePic,
  getUserInformation: usersContract.getUserInformation,
  listUsers: usersContract.listUsers,
  sendContactMessage: usersContract.sendContactMessage,
  sendSupportMessage: usersContract.sendSupportMessage,
  listChildren: childrenContract.listChildren,
}

async function readUpload(request: Parameters<typeof currentUser>[0]) {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'Send the picture as multipart/form-data in a field named "file".',
      'unsupported_media_type',
    )
  }
  const file = await request.file({ limits: { fileSize: LIMITS.PROFILE_PIC_MAX_BYTES, files: 1 } })
  if (file?.fieldname !== 'file') {
    throw new AppError(400, 'Attach the picture in a field named "file".', 'invalid_request')
  }
  const data = await file.toBuffer().catch((err: { code?: string }) => {
    if (err.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, 'The picture is larger than 2 MB. Choose a smaller one.', 'file_too_large')
    }
    throw err
  })
  return data
}

export function registerUserRoutes(app: FastifyInstance) {
  const { ctx } = app
  const contactLimit = perAddressLimit(app, 5, 15)
  const accepted = { ok: true as const, message: 'Thank you. We answer within one working day.' }
  const router = s.router(accountContract, {
    agreePolicy: async ({ request }) => ({ status: 200, body: await agreePolicy(ctx, currentUser(request)) }),
    updateProfile: async ({ request, body }) => ({
      status: 200,
      body: await updateProfile(ctx, currentUser(request), body),
    }),
    uploadProfilePic: async ({ request, params }) => {
      const user = currentUser(request)
      // Refuse before reading the upload, so a stranger's bytes are never buffered.
      await assertCanEditPicture(ctx, user, params.id)
      const data = await readUpload(request)
      return { status: 200, body: await setProfilePicture(ctx, user, params.id, data) }
    },
    getUserInformation: async ({ request }) => ({
      status: 200,
      body: await loadUserView(ctx.db, currentUser(request)),
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
    listChildren: async ({ request }) => ({
      status: 200,
      body: { children: await listChildren(ctx, currentUser(request)) },
    }),
  })
  return registerContract(app, accountContract, router)
}
