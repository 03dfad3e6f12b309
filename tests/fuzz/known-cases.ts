import { formBody, formHeaders } from './multipart'

/**
 * Requests the fuzz suite (or a tester) once found answered with a 5xx or without security headers, kept as
 * fixed cases so each class stays fixed. `as` is the role to call as (none: anonymous).
 */
export type KnownCase = {
  name: string
  as?: number
  method: 'GET' | 'POST' | 'PUT' | 'PATCH'
  url: string
  headers?: Record<string, string>
  payload?: string | Buffer | object
  status: number
  message: RegExp
}

const question = { name: 'question', value: JSON.stringify({ course_id: 1, question_type_id: 1, text: 'x' }) }

export const KNOWN_CASES: KnownCase[] = [
  {
    name: 'a URL whose %-escape does not decode, answered by the router',
    method: 'GET',
    url: '/api/v1/quiz/%E0%A4%A/demo',
    status: 400,
    message: /address is not valid/,
  },
  {
    name: 'a path segment past the router’s maximum length',
    method: 'GET',
    url: `/api/v1/auth/google/${'a'.repeat(9000)}/validate`,
    status: 414,
    message: /too long/,
  },
  {
    name: 'an id past the int4 column',
    method: 'GET',
    url: '/api/v1/quiz/2147483648/demo',
    status: 400,
    message: /2147483647/,
  },
  { name: 'a hexadecimal id', method: 'GET', url: '/api/v1/quiz/0x10/demo', status: 400, message: /digits/ },
  {
    name: 'an id in exponent form',
    method: 'GET',
    url: '/api/v1/quiz/1e3/demo',
    status: 400,
    message: /digits/,
  },
  {
    name: 'an id past int4 on the streamed submit (a plain Fastify route)',
    as: 1,
    method: 'POST',
    url: '/api/v1/quiz/2147483648/submit',
    payload: { evaluations: [] },
    status: 400,
    message: /2147483647/,
  },
  {
    name: 'NUL in a JSON body',
    method: 'POST',
    url: '/api/v1/mailer/contact-us',
    payload: { from_email: 'fuzz@example.com', message: 'hello\u0000' },
    status: 400,
    message: /NUL/,
  },
  {
    name: 'a lone UTF-16 surrogate in a JSON body (jsonb refuses it)',
    as: 3,
    method: 'PUT',
    url: '/api/v1/admin/rag-prompts/default',
    headers: { 'content-type': 'application/json' },
    payload: '{"academic_level_id":1,"subject_id":1,"pre_prompts":[{"role":"system","content":"a\\ud800"}]}',
    status: 400,
    message: /surrogate/,
  },
  {
    name: 'NUL in a query string',
    as: 2,
    method: 'GET',
    url: '/api/v1/questions/filtered?course_id=1&search_text=%00',
    status: 400,
    message: /NUL/,
  },
  {
    name: 'NUL in a multipart JSON field',
    as: 4,
    method: 'PUT',
    url: '/api/v1/questions',
    headers: formHeaders(),
    payload: formBody([
      { name: 'question', value: '{"course_id":1,"question_type_id":1,"text":"a\\u0000"}' },
    ]),
    status: 400,
    message: /NUL/,
  },
  {
    name: 'multipart without a boundary',
    as: 1,
    method: 'POST',
    url: '/api/v1/quiz/1/submit',
    headers: { 'content-type': 'multipart/form-data' },
    payload: 'evaluations=1',
    status: 400,
    message: /boundary/,
  },
  {
    name: 'multipart cut short',
    as: 4,
    method: 'PUT',
    url: '/api/v1/questions',
    headers: formHeaders(),
    payload: formBody([question]).subarray(0, 80),
    status: 400,
    message: /not valid multipart/,
  },
  {
    name: 'a JSON body past the body limit',
    method: 'POST',
    url: '/api/v1/mailer/contact-us',
    headers: { 'content-type': 'application/json' },
    payload: `{"message":"${'x'.repeat(2 * 1024 * 1024)}"}`,
    status: 413,
    message: /too large/,
  },
  {
    name: 'a content type no parser takes',
    method: 'POST',
    url: '/api/v1/mailer/contact-us',
    headers: { 'content-type': 'application/xml' },
    payload: '<a/>',
    status: 415,
    message: /content type/,
  },
  { name: 'an unknown API path', method: 'GET', url: '/api/v1/nothing-here', status: 404, message: /no GET/ },
]
