import { ArrowDown, ArrowUp } from 'lucide-react'
import { css } from '../../../../../../styled-system/css'
import type { WeeklyStatistics } from '../../../../../api/reports'

type Row = { subject: string; stats: WeeklyStatistics }

const table = css({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: 'sm',
  '& caption': { textAlign: 'left', fontWeight: '650', pb: '2', srOnly: true },
  '& th, & td': {
    textAlign: 'left',
    py: '2',
    px: '2',
    borderBottomWidth: '1px',
    borderColor: 'border.default',
  },
  '& thead th': { color: 'fg.muted', fontWeight: '600', fontSize: 'xs' },
  '& tbody th': { fontWeight: '650' },
})

function Change({ value, unit = '' }: { value: number | null; unit?: string }) {
  if (value === null) return null
  if (value === 0)
    return (
      <span className={css({ color: 'fg.muted', fontSize: 'xs', ml: '1' })}>
        =<span className={css({ srOnly: true })}> same as last week</span>
      </span>
    )
  const up = value > 0
  const Icon = up ? ArrowUp : ArrowDown
  return (
    <span
      className={css({
        fontSize: 'xs',
        color: up ? 'success.fg' : 'fg.muted',
        whiteSpace: 'nowrap',
        ml: '1',
      })}
    >
      <Icon aria-hidden="true" size={12} className={css({ display: 'inline', verticalAlign: '-1px' })} />
      <span className={css({ srOnly: true })}>{up ? 'up' : 'down'} </span>
      {Math.abs(value)}
      {unit}
      <span className={css({ srOnly: true })}> from last week</span>
    </span>
  )
}

/** The week's figures with their change from last week: what the chart shows, readable by screen readers. */
export function WeeklyTable({ rows, caption }: { rows: Row[]; caption: string }) {
  return (
    <table className={table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">Subject</th>
          <th scope="col">Questions</th>
          <th scope="col">Average mark</th>
          <th scope="col">Topics</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(({ subject, stats }) => (
          <tr key={subject}>
            <th scope="row">{subject}</th>
            <td>
              {stats.qns_count}
              <Change value={stats.qns_count_difference} />
            </td>
            <td>
              {stats.avg_mark === null ? '—' : `${stats.avg_mark}%`}
              <Change value={stats.avg_mark_difference} unit=" pts" />
            </td>
            <td>
              {stats.topic_count}
              <Change value={stats.topic_count_difference} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
