import { queryOptions } from '@tanstack/react-query'
import { client } from './client'
import { expectStatus } from './errors'

/** The stored marking schemes of a question and of each of its parts (by part id); '' where there is none. */
export type StoredSchemes = { question: string; parts: Record<number, string> }

/**
 * GET /questions/{id}/answers, read for the schemes the edit dialog shows (the read of a question leaves them
 * out). Never kept past the dialog: a save changes them.
 */
export const storedSchemesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['questions', 'answers', id] as const,
    queryFn: async (): Promise<StoredSchemes> => {
      const { answers } = expectStatus(await client.questions.listQuestionAnswers({ params: { id } }), 200)
      const parts: Record<number, string> = {}
      for (const a of answers)
        if (a.sub_question_id != null) parts[a.sub_question_id] = a.marking_scheme ?? ''
      return { question: answers.find((a) => a.sub_question_id == null)?.marking_scheme ?? '', parts }
    },
    staleTime: 0,
    gcTime: 0,
  })
