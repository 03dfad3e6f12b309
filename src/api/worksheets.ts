import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import type { Question } from '../../contracts/question-schemas'
import type { CreateWorksheetBody, WorksheetDetailSchema } from '../../contracts/worksheet-schemas'
import type { worksheetsContract } from '../../contracts/worksheets'
import type { Assignment, ReassignRequest } from '../../machines/assignWorksheet.machine'
import { getSessionUser } from '../auth/session'
import { client } from './client'
import { apiErrorFrom, expectStatus } from './errors'

// A teacher's worksheets, the question bank they are built from, and assigning them (ADR 0050, 0051).

export type { Question }
export type Worksheet = z.infer<(typeof worksheetsContract.listWorksheets.responses)[200]>['items'][number]
export type WorksheetDetail = z.infer<typeof WorksheetDetailSchema>
export type ClassAssignment = z.infer<
  (typeof worksheetsContract.getClassWorksheetAvailability.responses)[200]
>['availability'][number]
export type WorksheetQuery = { page: number; classId?: number; includeDraft: boolean }
export type QuestionFilters = {
  courseId: number
  difficultyIds: number[]
  typeIds: number[]
  search: string
}
export type NewWorksheet = Omit<CreateWorksheetBody, 'files[]'>

export const WORKSHEETS_PAGE_SIZE = 20
/** Group type 1: set by a teacher (assignment); the worksheets this area makes and lists. */
export const ASSIGNMENT_GROUP_TYPE = 1

export const worksheetKeys = {
  all: ['worksheets'] as const,
  list: (query: WorksheetQuery) => ['worksheets', 'list', query] as const,
  detail: (id: number) => ['worksheets', 'detail', id] as const,
  classAssignments: (classId: number) => ['worksheets', 'class', classId] as const,
  questions: (filters: QuestionFilters) => ['questions', 'filtered', filters] as const,
}

export const worksheetsQueryOptions = (query: WorksheetQuery) =>
  queryOptions({
    queryKey: worksheetKeys.list(query),
    queryFn: async () =>
      expectStatus(
        await client.worksheets.listWorksheets({
          query: {
            page: query.page,
            size: WORKSHEETS_PAGE_SIZE,
            class_id: query.classId,
            worksheet_group_type: ASSIGNMENT_GROUP_TYPE,
            include_draft: query.includeDraft,
          },
        }),
        200,
      ),
    placeholderData: keepPreviousData,
  })

export const worksheetQueryOptions = (id: number) =>
  queryOptions({
    queryKey: worksheetKeys.detail(id),
    queryFn: async () => expectStatus(await client.worksheets.getWorksheet({ params: { id } }), 200),
  })

export const classAssignmentsQueryOptions = (classId: number) =>
  queryOptions({
    queryKey: worksheetKeys.classAssignments(classId),
    queryFn: async () =>
      expectStatus(await client.worksheets.getClassWorksheetAvailability({ params: { classId } }), 200)
        .availability,
  })

export const filteredQuestionsQueryOptions = (filters: QuestionFilters) =>
  queryOptions({
    queryKey: worksheetKeys.questions(filters),
    queryFn: async () =>
      expectStatus(
        await client.questions.listFilteredQuestions({
          query: {
            course_id: filters.courseId,
            // Comma-joined: the client would write arrays as `ids[0]=…`, which the server does not read.
            difficulty_level_ids: filters.difficultyIds.join(',') || undefined,
            question_type_ids: filters.typeIds.join(',') || undefined,
            search_text: filters.search.trim() || undefined,
          },
        }),
        200,
      ).questions,
    placeholderData: keepPreviousData,
  })

/** The assign machine's `reassign` actor: POST /worksheets/{id}/reassign. */
export async function reassignWorksheet({ worksheetId, body }: ReassignRequest): Promise<Assignment> {
  const assignment = expectStatus(
    await client.worksheets.reassignWorksheet({ params: { id: worksheetId }, body }),
    201,
  )
  return { ...assignment, class_id: assignment.class_id ?? body.class_id }
}

/** The .docx of GET /worksheets/word-export, fetched with the bearer token and saved by the browser. */
export async function downloadWord(questionIds: number[], title: string) {
  const token = getSessionUser()?.access_token
  const query = new URLSearchParams({ question_ids: questionIds.join(','), title })
  const response = await fetch(`/api/v1/worksheets/word-export?${query}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  if (!response.ok)
    throw apiErrorFrom({ status: response.status, body: await response.json().catch(() => ({})) })
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  link.download = `${title.replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Worksheet'}.docx`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

function useInvalidateWorksheets() {
  const queryClient = useQueryClient()
  return () => queryClient.invalidateQueries({ queryKey: worksheetKeys.all })
}

export function useRenameWorksheet(id: number) {
  const changed = useInvalidateWorksheets()
  return useMutation({
    mutationFn: async (title: string) =>
      expectStatus(await client.worksheets.updateWorksheet({ params: { id }, body: { title } }), 200),
    onSuccess: changed,
  })
}

export function useRemoveQuestion(id: number) {
  const changed = useInvalidateWorksheets()
  return useMutation({
    mutationFn: async (questionId: number) =>
      expectStatus(await client.worksheets.removeWorksheetQuestion({ params: { id, questionId } }), 200),
    onSuccess: changed,
  })
}

export function useDuplicateWorksheet(id: number) {
  const changed = useInvalidateWorksheets()
  return useMutation({
    mutationFn: async (classId: number) =>
      expectStatus(
        await client.worksheets.duplicateWorksheet({ params: { id }, body: { class_id: classId } }),
        201,
      ).worksheet_id,
    onSuccess: changed,
  })
}

export function useDeleteWorksheet(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async () =>
      expectStatus(await client.worksheets.deleteWorksheet({ params: { id }, query: {} }), 200),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: worksheetKeys.detail(id) })
      return queryClient.invalidateQueries({ queryKey: worksheetKeys.all })
    },
  })
}

export function useCreateWorksheet() {
  const changed = useInvalidateWorksheets()
  return useMutation({
    mutationFn: async (body: NewWorksheet) =>
      expectStatus(await client.worksheets.createWorksheet({ body }), 201),
    onSuccess: changed,
  })
}

/** Takes the children who have not started it off an assignment; returns who is still on it. */
export function useUnassign() {
  const changed = useInvalidateWorksheets()
  return useMutation({
    mutationFn: async ({ worksheetId, assignmentId }: { worksheetId: number; assignmentId: number }) =>
      expectStatus(
        await client.worksheets.unassignWorksheet({
          params: { id: worksheetId, assignmentId },
          query: {},
        }),
        200,
      ),
    onSuccess: changed,
  })
}

export { useInvalidateWorksheets }
