import { useQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { ApiError } from '../../api/errors'
import { classesQueryOptions } from '../../api/teachers'
import { worksheetQueryOptions } from '../../api/worksheets'
import { Alert } from '../../ui/Alert'
import { TextLink } from '../../ui/TextLink'
import { LoadFailed, Loading } from '../states'
import { WorksheetActions } from './WorksheetActions'
import { WorksheetFrame } from './WorksheetFrame'
import { WorksheetQuestions } from './WorksheetQuestions'

/** One worksheet, opened in place: what it asks, its assignments, and what a teacher can do with it. */
export function WorksheetDetailView({ worksheetId }: { worksheetId: number }) {
  const detail = useQuery(worksheetQueryOptions(worksheetId))
  const classes = useQuery(classesQueryOptions()).data ?? []
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: 0 })}>
      <TextLink to="/teacher/worksheet-library" className={css({ fontSize: 'sm', alignSelf: 'flex-start' })}>
        ← All worksheets
      </TextLink>
      {detail.data ? (
        <>
          <WorksheetActions worksheet={detail.data} classes={classes} />
          <WorksheetQuestions worksheet={detail.data} />
        </>
      ) : detail.error instanceof ApiError && detail.error.status === 404 ? (
        <Alert status="warning" title="We can’t find that worksheet">
          It may have been deleted, or the link is wrong.
        </Alert>
      ) : detail.error ? (
        <LoadFailed title="The worksheet did not load" error={detail.error} retry={() => detail.refetch()} />
      ) : (
        <Loading>Loading the worksheet…</Loading>
      )}
    </div>
  )
}

export { WorksheetFrame }
