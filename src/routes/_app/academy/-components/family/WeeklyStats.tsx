import { useQueries } from '@tanstack/react-query'
import { css } from '../../../../../../styled-system/css'
import { messageOf } from '../../../../../api/errors'
import { weeklyStatisticsQueryOptions } from '../../../../../api/reports'
import { BarChart } from '../../../../../charts/BarChart'
import { formatDate } from './format'
import { WeeklyTable } from './WeeklyTable'

type Subject = { id: number; name: string }

const lastWeekDot = css({
  display: 'inline-block',
  w: '3',
  h: '3',
  borderRadius: 'sm',
  mr: '1.5',
  bg: 'sand.600',
})
const thisWeekDot = css({
  display: 'inline-block',
  w: '3',
  h: '3',
  borderRadius: 'sm',
  mr: '1.5',
  bg: 'brand.solid',
})

/** Questions answered per subject this week beside last week, as a chart and as a table. */
export function WeeklyStats({
  childId,
  firstName,
  subjects,
}: {
  childId: number
  firstName: string
  subjects: Subject[]
}) {
  const results = useQueries({
    queries: subjects.map((s) => weeklyStatisticsQueryOptions(childId, s.id)),
  })
  const headingId = `weekly-${childId}`
  if (!subjects.length) return null
  const failed = results.find((r) => r.isError)
  if (failed)
    return (
      <p
        className={css({ color: 'fg.muted' })}
      >{`This week’s figures did not load. ${messageOf(failed.error)}`}</p>
    )
  if (results.some((r) => !r.data))
    return (
      <p className={css({ color: 'fg.muted' })} role="status">
        Loading this week’s figures…
      </p>
    )

  const rows = subjects.map((s, i) => ({ subject: s.name, stats: results[i].data! }))
  const week = rows[0].stats
  const none = rows.every(
    (r) => r.stats.qns_count === 0 && r.stats.qns_count - r.stats.qns_count_difference === 0,
  )

  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <div>
        <h3 id={headingId} className={css({ fontWeight: '750', fontSize: 'md' })}>
          This week
        </h3>
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
          {formatDate(week.week_start)} – {formatDate(week.week_end)}, compared with the week before
        </p>
      </div>
      {none ? (
        <p className={css({ color: 'fg.muted' })}>
          {firstName} has not answered any questions these two weeks. A few worksheets a week make a real
          difference.
        </p>
      ) : (
        <div
          className={css({
            display: 'grid',
            gap: '4',
            gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 5fr) minmax(0, 7fr)' },
            alignItems: 'start',
          })}
        >
          <figure className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
            <BarChart
              labels={rows.map((r) => r.subject)}
              series={[
                {
                  name: 'Last week',
                  className: 'previous',
                  values: rows.map((r) => r.stats.qns_count - r.stats.qns_count_difference),
                },
                { name: 'This week', className: 'current', values: rows.map((r) => r.stats.qns_count) },
              ]}
            />
            <figcaption className={css({ fontSize: 'xs', color: 'fg.muted', display: 'flex', gap: '4' })}>
              <span>
                <span className={lastWeekDot} />
                Last week
              </span>
              <span>
                <span className={thisWeekDot} />
                This week
              </span>
              <span>Questions answered</span>
            </figcaption>
          </figure>
          <WeeklyTable rows={rows} caption={`${firstName}’s week, subject by subject`} />
        </div>
      )}
    </section>
  )
}
