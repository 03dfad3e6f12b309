import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import type { z } from 'zod'
import type { ClassSummarySchema } from '../../contracts/classes'
import type { ChatFlag } from '../../contracts/coach'
import { client } from './client'
import { expectStatus } from './errors'

export type { ChatFlag }
export type ClassSummary = z.infer<typeof ClassSummarySchema>

/** Whose flags a list shows: every flag (admin), one child's (parent), or one class's students' (teacher). */
export type FlagScope =
  | { kind: 'all' }
  | { kind: 'child'; childId: number }
  | { kind: 'class'; classId: number }
export type ReviewedFilter = 'all' | 'true' | 'false'
export type FlagQuery = { scope: FlagScope; reviewed?: ReviewedFilter; page?: number; size?: number }

export const flagKeys = {
  all: ['chat-flags'] as const,
  list: ({ scope, reviewed = 'all', page = 1, size = 20 }: FlagQuery) =>
    ['chat-flags', scope, reviewed, page, size] as const,
}

export const flagsQueryOptions = (query: FlagQuery) =>
  queryOptions({
    queryKey: flagKeys.list(query),
    queryFn: async () => {
      const { scope, reviewed = 'all', page = 1, size = 20 } = query
      if (scope.kind === 'class')
        return expectStatus(
          await client.chat.listClassChatFlags({
            params: { id: scope.classId },
            query: { reviewed, page, size },
          }),
          200,
        )
      const student_id = scope.kind === 'child' ? scope.childId : undefined
      return expectStatus(
        await client.chat.listChildChatFlags({ query: { reviewed, page, size, student_id } }),
        200,
      )
    },
    // A flag can be looked at any minute by another grown-up: read again on each visit.
    staleTime: 0,
    placeholderData: keepPreviousData,
  })

/** Marks a flag looked at (or not) and shows the change in every list already read, without a reload. */
export async function reviewFlag(queryClient: QueryClient, id: number, reviewed: boolean) {
  const flag = expectStatus(await client.chat.reviewChatFlag({ params: { id }, body: { reviewed } }), 200)
  queryClient.setQueriesData<{ items: ChatFlag[] }>({ queryKey: flagKeys.all }, (page) =>
    page ? { ...page, items: page.items.map((f) => (f.id === id ? flag : f)) } : page,
  )
  // Filtered lists and their counts are now out of date; they are read again when next shown, not under the
  // reader's eyes (a flag vanishing from the list just as it was clicked is confusing).
  void queryClient.invalidateQueries({ queryKey: flagKeys.all, refetchType: 'none' })
  return flag
}

/**
 * The teacher's classes (GET /teachers/class), or null when this server does not serve that call yet (404):
 * the chat then talks about all the teacher's classes at once.
 */
export const teacherClassesQueryOptions = () =>
  queryOptions({
    queryKey: ['teachers', 'classes'],
    queryFn: async (): Promise<ClassSummary[] | null> => {
      const response = await client.teachers.listTeacherClasses()
      if (response.status === 404) return null
      return expectStatus(response, 200).classes
    },
  })

/** One answer of the admin assistant, split into what it said and the named query it counted with. */
export type AssistantAnswer = {
  question: string
  answer: string
  query: { name: string; params: string } | null
}

// The server writes "Answered from <query> (<parameters in words>): <answer>" (server/modules/assistant/answer.ts).
const ANSWERED_FROM = /^Answered from ([a-z_]+) \(([^)]*)\): ([\s\S]*)$/

export function splitAssistantOutput(question: string, output: string): AssistantAnswer {
  const match = ANSWERED_FROM.exec(output)
  if (!match) return { question, answer: output, query: null }
  return { question, answer: match[3], query: { name: match[1], params: match[2] } }
}

export async function askAssistant(question: string): Promise<AssistantAnswer> {
  const { output, query } = expectStatus(
    await client.chat.askAdminAssistant({ body: { input: question } }),
    200,
  )
  // The server says which query answered; the sentence carries its parameters in words.
  const split = splitAssistantOutput(question, output)
  return query ? split : { question, answer: output, query: null }
}
