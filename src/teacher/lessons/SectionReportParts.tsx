import { CircleAlert, CircleCheck, CircleDashed, CircleDot } from 'lucide-react'
import { css, cx } from '../../../styled-system/css'
import { chip } from '../../../styled-system/recipes'
import { type Band, bandLabel, bandOf, percentText } from '../reports/mastery'

// Read at a glance, never by colour alone: each figure says its number and its band in words (as the reports do).

const TONE = { secure: 'success', developing: 'warning', 'needs-help': 'danger', none: 'neutral' } as const
const ICONS = { secure: CircleCheck, developing: CircleDot, 'needs-help': CircleAlert, none: CircleDashed }
const BAR = {
  secure: css({ bg: 'success.fg' }),
  developing: css({ bg: 'warning.fg' }),
  'needs-help': css({ bg: 'danger.fg' }),
  none: css({ bg: 'border.default' }),
}

/** The item's average mark with its band: "72% · Developing", or "No marks yet". */
export function AverageChip({ percent }: { percent: number | null }) {
  const band = bandOf(percent)
  const Icon = ICONS[band]
  return (
    <span className={chip({ tone: TONE[band] })}>
      <Icon aria-hidden="true" />
      {band === 'none' ? 'No marks yet' : `${percentText(percent)} · ${bandLabel(band)}`}
    </span>
  )
}

/** How many of the students have done the item: a bar, and the same in words. */
export function DoneBar({ rate, students }: { rate: number; students: number }) {
  const percent = Math.round(rate * 100)
  const band: Band = bandOf(percent)
  return (
    <span className={css({ display: 'grid', gap: '1', minWidth: '8rem' })}>
      <span>
        {percent}%{' '}
        <span className={css({ color: 'fg.muted' })}>
          ({Math.round(rate * students)} of {students})
        </span>
      </span>
      <span
        aria-hidden="true"
        className={css({
          display: 'block',
          h: '2',
          bg: 'bg.subtle',
          borderRadius: 'full',
          overflow: 'hidden',
        })}
      >
        <span
          className={cx(css({ display: 'block', h: '100%', borderRadius: 'full' }), BAR[band])}
          style={{ width: `${percent}%` }}
        />
      </span>
    </span>
  )
}
