import { css } from '../../../styled-system/css'
import { Button } from '../../ui/Button'

type Props = {
  stage: string
  percent: number
  done: number
  total: number
  cancelling: boolean
  onCancel?: () => void
}

/** How far the run has got, in words and a bar, with Cancel while it can still stop. */
export function GenerationProgress({ stage, percent, done, total, cancelling, onCancel }: Props) {
  return (
    <div
      className={css({
        display: 'grid',
        gap: '2',
        p: '4',
        borderWidth: '1px',
        borderColor: 'border',
        rounded: 'l2',
      })}
    >
      <p aria-live="polite" className={css({ fontWeight: '650' })}>
        {cancelling ? 'Stopping…' : stage}
      </p>
      <div
        role="progressbar"
        aria-label="Questions written"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${done} of ${total} questions written`}
        className={css({ height: '3', bg: 'bg.muted', rounded: 'full', overflow: 'hidden' })}
      >
        <div
          className={css({ height: '100%', bg: 'accent.default', transition: 'width 0.3s' })}
          style={{ width: `${percent}%` }}
        />
      </div>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {done} of {total} questions written
      </p>
      {onCancel ? (
        <Button variant="outline" size="sm" className={css({ justifySelf: 'start' })} onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  )
}
