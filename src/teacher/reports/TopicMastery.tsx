import { CircleAlert, CircleCheck, CircleDashed, CircleDot } from 'lucide-react'
import { css, cx } from '../../../styled-system/css'
import type { ClassReport } from '../../api/class-reports'
import { muted } from '../states'
import { BANDS, type Band, bandLabel, bandOf, percentText } from './mastery'

type Topic = ClassReport['topics'][number]

const BAND_STYLE: Record<Band, string> = {
  secure: css({ bg: 'success.bg', borderColor: 'success.border', '& [data-band]': { color: 'success.fg' } }),
  developing: css({
    bg: 'warning.bg',
    borderColor: 'warning.border',
    '& [data-band]': { color: 'warning.fg' },
  }),
  'needs-help': css({
    bg: 'danger.bg',
    borderColor: 'danger.border',
    '& [data-band]': { color: 'danger.fg' },
  }),
  none: css({ bg: 'bg.subtle', borderColor: 'border.default' }),
}
const ICONS = { secure: CircleCheck, developing: CircleDot, 'needs-help': CircleAlert, none: CircleDashed }

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 13rem), 1fr))',
  gap: '2',
  listStyle: 'none',
})
const tile = css({
  display: 'grid',
  gap: '1',
  width: '100%',
  height: '100%',
  textAlign: 'start',
  p: '3',
  borderWidth: '2px',
  borderRadius: 'control',
  fontSize: 'sm',
  '&[aria-pressed=true]': { outline: '3px solid', outlineColor: 'fg.default', outlineOffset: '1px' },
  '&:is(button)': { cursor: 'pointer', _hover: { boxShadow: 'card' } },
})
const bandWord = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontWeight: '700',
  '& svg': { w: '4', h: '4' },
})

/** The colour key, in words, so the colours are never the only way to read the grid. */
export function MasteryLegend() {
  return (
    <ul
      aria-label="Key"
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', fontSize: 'sm', listStyle: 'none' })}
    >
      {BANDS.map(({ band, label, range }) => {
        const Icon = ICONS[band]
        return (
          <li
            key={band}
            className={cx(
              BAND_STYLE[band],
              css({ borderWidth: '1px', borderRadius: 'full', px: '2.5', py: '0.5' }),
            )}
          >
            <span data-band className={bandWord}>
              <Icon aria-hidden="true" />
              {label}
            </span>{' '}
            <span className={muted}>{range}</span>
          </li>
        )
      })}
    </ul>
  )
}

/** Each topic as a tile coloured by how well it is known, with its average and number of answers written on it. */
export function TopicMastery({
  topics,
  selected,
  onSelect,
}: {
  topics: Topic[]
  selected?: number
  onSelect?: (topicId: number) => void
}) {
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <MasteryLegend />
      <ul className={grid} aria-label="Topics">
        {topics.map((topic) => {
          const band = bandOf(topic.average_percent)
          const Icon = ICONS[band]
          const body = (
            <>
              <span className={css({ fontWeight: '700', fontSize: 'md' })}>{topic.topic_name}</span>
              <span className={css({ display: 'flex', gap: '2', alignItems: 'baseline', flexWrap: 'wrap' })}>
                <span className={css({ fontSize: 'xl', fontWeight: '800' })}>
                  {percentText(topic.average_percent)}
                </span>
                <span data-band className={bandWord}>
                  <Icon aria-hidden="true" />
                  {bandLabel(band)}
                </span>
              </span>
              <span className={muted}>
                {topic.attempts} {topic.attempts === 1 ? 'answer' : 'answers'} · {topic.marks_given} of{' '}
                {topic.max_score} marks
              </span>
            </>
          )
          return (
            <li key={topic.topic_id}>
              {onSelect ? (
                <button
                  type="button"
                  className={cx(tile, BAND_STYLE[band])}
                  aria-pressed={selected === topic.topic_id}
                  onClick={() => onSelect(topic.topic_id)}
                >
                  {body}
                </button>
              ) : (
                <div className={cx(tile, BAND_STYLE[band])}>{body}</div>
              )}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
