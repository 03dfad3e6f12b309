import { RequestValidationError } from '@ts-rest/fastify'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import type { ZodError } from 'zod'
import { AppError } from '../errors'
import { databaseRefusal } from './database-errors'

type Issue = { path: string; message: string }

const zodIssues = (where: string, err: ZodError | null): Issue[] =>
  err?.issues.map((i) => ({ path: i.path.length ? i.path.join('.') : where, message: i.message })) ?? []

/** Turns a ts-rest validation failure into one readable sentence plus per-field issues. */
export function validationReply(err: RequestValidationError) {
  const issues = [
    ...zodIssues('path', err.pathParams as ZodError | null),
    ...zodIssues('query', err.query as ZodError | null),
    ...zodIssues('body', err.body as ZodError | null),
    ...zodIssues('headers', err.headers as ZodError | null),
  ]
  const first = issues[0]
  const message = first
    ? issues.length === 1
      ? `${first.path}: ${first.message}`
      : `${first.path}: ${first.message} (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})`
    : 'The request is not valid.'
  return { message, code: 'invalid_request', issues }
}

const FRIENDLY: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This call does not accept that content type.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send this as multipart/form-data.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FILES_LIMIT: 'The form has too many files.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_PROTO_VIOLATION: 'A form field may not be named __proto__, constructor or another reserved name.',
  FST_INVALID_JSON_FIELD_ERROR: 'A field sent as application/json is not valid JSON.',
  FST_MP_PREMATURE_CLOSE: 'The upload ended early. Send it again.',
}

export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // Answering before the body has been read (an upload refused part-way): the rest of it must not be
  // taken for the next request on this connection.
  if (request.raw.complete === false) reply.header('connection', 'close')
  if (error instanceof AppError) {
    return reply.status(error.status).send({ message: error.message, code: error.code, issues: error.issues })
  }
  if (error instanceof RequestValidationError) return reply.status(400).send(validationReply(error))
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const message =
      FRIENDLY[error.code] ??
      (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The JSON is malformed.' : error.message)
    return reply.status(status).send({ message, code: error.code?.toLowerCase() ?? 'bad_request' })
  }
  const refusal = databaseRefusal(error)
  if (refusal) {
    request.log.warn({ sqlState: refusal.sqlState, err: error }, 'the database refused the request’s data')
    return reply.status(refusal.status).send({ message: refusal.message, code: refusal.code })
  }
  request.log.error({ err: error }, 'unhandled error')
  return reply
    .status(500)
    .send({ message: 'Something went wrong on our side. Please try again in a moment.', code: 'internal' })
}
