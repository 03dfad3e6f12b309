import { css } from '../../../../../styled-system/css'

const track = css({
  flex: '1',
  minWidth: '8rem',
  height: '4',
  bg: 'bg.subtle',
  borderRadius: 'full',
  overflow: 'hidden',
  borderWidth: '1px',
  borderColor: 'border.control',
})

type Props = { done: number; total: number; label: string }

/** A wide, friendly bar with its count in words beside it ("3 of 5 done"). */
export function LearningPathProgress({ done, total, label }: Props) {
  const words = total > 0 && done >= total ? `All ${total} done!` : `${done} of ${total} done`
  return (
    <div className={css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' })}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={words}
        className={track}
      >
        <div
          className={css({
            height: '100%',
            bg: 'brand.solid',
            borderRadius: 'full',
            transition: 'width 300ms',
          })}
          style={{ width: `${total > 0 ? (done / total) * 100 : 0}%` }}
        />
      </div>
      <span className={css({ fontWeight: '750', fontSize: 'lg' })}>{words}</span>
    </div>
  )
}
