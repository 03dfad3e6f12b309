import { css } from '../../../../../../styled-system/css'

/** A percent for people: whole numbers, and a dash where there is no maximum to divide by. */
export const percentText = (percent: number | undefined) =>
  percent === undefined ? '—' : `${Math.round(percent)}%`

const track = css({
  flex: '1',
  minWidth: '16',
  height: '2',
  borderRadius: 'full',
  bg: 'bg.subtle',
  overflow: 'hidden',
})

/** The figure first (what a screen reader reads), with a bar beside it for the eye. */
export function PercentBar({ percent }: { percent: number | undefined }) {
  return (
    <span className={css({ display: 'flex', alignItems: 'center', gap: '2', minWidth: '32' })}>
      <span className={css({ fontWeight: '700', minWidth: '10' })}>{percentText(percent)}</span>
      <span className={track} aria-hidden="true">
        <span
          className={css({ display: 'block', height: '100%', bg: 'brand.solid' })}
          style={{ width: `${Math.min(100, Math.max(0, percent ?? 0))}%` }}
        />
      </span>
    </span>
  )
}
