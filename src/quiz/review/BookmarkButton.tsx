import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Bookmark, BookmarkCheck } from 'lucide-react'
import { css } from '../../../styled-system/css'
import { messageOf } from '../../api/errors'
import { bookmarkEvaluation, bookmarksQueryOptions } from '../../api/quiz'
import { Button } from '../../ui/Button'
import { wrappingButton } from '../styles'

/** Keep a question for revision; hidden while the server has no bookmarks. */
export function BookmarkButton({ evaluationId }: { evaluationId: number }) {
  const queryClient = useQueryClient()
  const options = bookmarksQueryOptions(evaluationId)
  const { data } = useQuery(options)
  const save = useMutation({
    mutationFn: () => bookmarkEvaluation(evaluationId),
    onSuccess: () => queryClient.setQueryData(options.queryKey, { served: true, bookmarked: true }),
  })
  if (!data?.served) return null
  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={wrappingButton}
        aria-pressed={data.bookmarked}
        disabled={data.bookmarked}
        loading={save.isPending}
        onClick={() => save.mutate()}
      >
        {data.bookmarked ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
        {data.bookmarked ? 'Bookmarked for revision' : 'Bookmark for revision'}
      </Button>
      {save.isError ? (
        <p role="alert" className={css({ color: 'danger.fg' })}>
          {messageOf(save.error)}
        </p>
      ) : null}
    </>
  )
}
