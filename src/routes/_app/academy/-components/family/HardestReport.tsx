import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { css } from '../../../../../../styled-system/css'
import { messageOf } from '../../../../../api/errors'
import { hardestReportQueryOptions, markReportSeen, reportKeys } from '../../../../../api/reports'
import { Button } from '../../../../../ui/Button'
import { formatDate } from './format'

const badge = css({
  display: 'inline-flex',
  px: '2',
  py: '0.5',
  borderRadius: 'full',
  bg: 'warning.bg',
  color: 'warning.fg',
  borderWidth: '1px',
  borderColor: 'warning.border',
  fontSize: 'xs',
  fontWeight: '750',
  ml: '2',
  verticalAlign: 'middle',
})

/** The questions the child found hardest lately: a "New" badge until the parent marks the report read. */
export function HardestReport({ childId, firstName }: { childId: number; firstName: string }) {
  const queryClient = useQueryClient()
  const { data: report, error } = useQuery(hardestReportQueryOptions(childId))
  const seen = useMutation({
    mutationFn: () => markReportSeen(childId),
    onSuccess: (next) => queryClient.setQueryData(reportKeys.hardest(childId), next),
  })
  const headingId = `hardest-${childId}`
  const fresh = report?.report_created_at && !report.seen

  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <h3 id={headingId} className={css({ fontWeight: '750', fontSize: 'md' })}>
        Hardest questions lately
        {fresh ? <span className={badge}>New</span> : null}
      </h3>
      {error ? (
        <p className={css({ color: 'fg.muted' })}>{`The report did not load. ${messageOf(error)}`}</p>
      ) : !report ? (
        <p role="status" className={css({ color: 'fg.muted' })}>
          Loading the report…
        </p>
      ) : !report.report_created_at || !report.questions.length ? (
        <p className={css({ color: 'fg.muted' })}>
          No report yet. Each week Lantern picks the questions {firstName} found hardest over two weeks, so
          you can talk them through together.
        </p>
      ) : (
        <>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            From {formatDate(report.report_created_at)}: good ones to go through together.
          </p>
          <ol
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '2',
              listStyle: 'decimal',
              pl: '5',
            })}
          >
            {report.questions.map((q) => (
              <li key={q.question_id}>
                <span className={css({ fontWeight: '600' })}>{q.text_preview}</span>
                <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                  {q.topic_name} · right {Math.round(q.correct_rate * q.attempts)} of {q.attempts}{' '}
                  {q.attempts === 1 ? 'try' : 'tries'}
                </span>
              </li>
            ))}
          </ol>
          {fresh ? (
            <div>
              <Button
                variant="outline"
                size="sm"
                loading={seen.isPending}
                loadingText="Saving…"
                onClick={() => seen.mutate()}
              >
                Mark as read
              </Button>
              {seen.error ? (
                <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
                  {messageOf(seen.error)}
                </p>
              ) : null}
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}
