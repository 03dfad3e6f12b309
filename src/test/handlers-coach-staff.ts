import type { ServerInferResponseBody } from '@ts-rest/core'
import { HttpResponse, http } from 'msw'
import type { chatContract } from '../../contracts/chat'
import type { ChatFlag, coachContract } from '../../contracts/coach'
import type { teachersContract } from '../../contracts/teachers'

type FlagPage = ServerInferResponseBody<typeof coachContract.listChildChatFlags, 200>
type Classes = ServerInferResponseBody<typeof teachersContract.listTeacherClasses, 200>
type AssistantReply = ServerInferResponseBody<typeof chatContract.askAdminAssistant, 200>

/** A flagged message of Ava's, not yet looked at, unless `overrides` say otherwise. */
export function chatFlag(id: number, overrides: Partial<ChatFlag> = {}): ChatFlag {
  return {
    id,
    student: { id: 31, first_name: 'Ava', last_name: 'Tan' },
    thread_id: 'b6f7a2de-3a51-4a1c-9f1e-2d6a3c1f0b11',
    direction: 'in',
    category: 'bullying',
    severity: 1,
    message: { text: 'Some kids at school keep calling me names.', created_at: '2026-11-24T02:00:00.000Z' },
    reply: 'I am sorry that is happening. Please tell a teacher or a grown-up at home you trust.',
    created_at: '2026-11-24T02:00:00.000Z',
    reviewed_at: null,
    ...overrides,
  }
}

/**
 * Serves flags at GET `path` (`/api/v1/chat/flags` or `/api/v1/classes/:id/chat-flags`) and marks them looked at
 * on PATCH; returns the queries and the review bodies received, and the flags as the server now holds them.
 */
export function flagHandlers(initial: ChatFlag[], path = '/api/v1/chat/flags') {
  const flags = initial.map((flag) => ({ ...flag }))
  const queries: Record<string, string>[] = []
  const reviews: { id: number; reviewed: boolean }[] = []
  const handlers = [
    http.get(`*${path}`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams)
      queries.push(query)
      const page = Number(query.page ?? 1)
      const size = Number(query.size ?? 20)
      const shown = flags.filter(
        (f) =>
          query.reviewed === undefined ||
          query.reviewed === 'all' ||
          (f.reviewed_at !== null) === (query.reviewed === 'true'),
      )
      const body: FlagPage = {
        items: shown.slice((page - 1) * size, page * size),
        total_count: shown.length,
        page,
        size,
      }
      return HttpResponse.json(body)
    }),
    http.patch('*/api/v1/chat/flags/:id', async ({ params, request }) => {
      const id = Number(params.id)
      const { reviewed } = (await request.json()) as { reviewed: boolean }
      reviews.push({ id, reviewed })
      const flag = flags.find((f) => f.id === id)
      if (!flag) return HttpResponse.json({ message: 'There is no such flagged message.' }, { status: 404 })
      flag.reviewed_at = reviewed ? '2026-11-25T03:30:00.000Z' : null
      return HttpResponse.json(flag)
    }),
  ]
  return { handlers, queries, reviews, flags }
}

/** GET /teachers/class: the classes, or a 404 as from a server that does not serve the call yet. */
export const teacherClassesHandler = (classes: Classes['classes'] | 'not served') =>
  http.get('*/api/v1/teachers/class', () =>
    classes === 'not served'
      ? HttpResponse.json({ message: 'Route GET:/api/v1/teachers/class not found' }, { status: 404 })
      : HttpResponse.json({ classes } satisfies Classes),
  )

/** POST /admin/assistant answering with `output`; keeps the questions asked. */
export function assistantHandler(output: (input: string) => string) {
  const asked: string[] = []
  const handler = http.post('*/api/v1/admin/assistant', async ({ request }) => {
    const { input } = (await request.json()) as { input: string }
    asked.push(input)
    const text = output(input)
    const name = /^Answered from ([a-z_]+) /.exec(text)?.[1]
    return HttpResponse.json({
      output: text,
      query: name ? { name, params: {} } : null,
    } satisfies AssistantReply)
  })
  return { handler, asked }
}
