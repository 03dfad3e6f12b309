import { css, cx } from '../../styled-system/css'
import { type SpinnerVariantProps, spinner } from '../../styled-system/recipes'

type Props = SpinnerVariantProps & { label?: string | null; className?: string }

/** `label={null}` when the surrounding text already says what is loading. */
export function Spinner({ label = 'Loading', className, ...variants }: Props) {
  if (label === null) return <span aria-hidden="true" className={cx(spinner(variants), className)} />
  return (
    <span role="status" className={css({ display: 'inline-flex' })}>
      <span aria-hidden="true" className={cx(spinner(variants), className)} />
      <span className={css({ srOnly: true })}>{label}</span>
    </span>
  )
}
