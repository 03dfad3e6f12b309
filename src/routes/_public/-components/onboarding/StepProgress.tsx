import { css } from '../../../../../styled-system/css'

const track = css({ height: '2', borderRadius: 'full', bg: 'bg.subtle', overflow: 'hidden' })
const fill = css({ height: '100%', bg: 'brand.solid', borderRadius: 'full', transition: 'width 200ms' })

/** "Step 2 of 4", with a bar. */
export function StepProgress({ step, total }: { step: number; total: number }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ fontSize: 'sm', fontWeight: '700', color: 'fg.muted' })}>
        Step {step} of {total}
      </p>
      <div
        className={track}
        role="progressbar"
        aria-label="Setup progress"
        aria-valuemin={1}
        aria-valuemax={total}
        aria-valuenow={step}
        aria-valuetext={`Step ${step} of ${total}`}
      >
        <div className={fill} style={{ width: `${(step / total) * 100}%` }} />
      </div>
    </div>
  )
}
