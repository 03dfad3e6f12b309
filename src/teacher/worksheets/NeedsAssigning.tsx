import { css } from '../../../styled-system/css'

/** Questions changed after it was assigned: the children still have the old set until it is assigned again. */
export function NeedsAssigning() {
  return (
    <span
      className={css({
        display: 'inline-block',
        px: '2',
        py: '0.5',
        borderRadius: 'full',
        bg: 'warning.bg',
        border: '1px solid',
        borderColor: 'warning.border',
        color: 'warning.fg',
        fontSize: 'xs',
        fontWeight: '700',
        whiteSpace: 'nowrap',
      })}
      title="The questions changed after it was assigned. Children have the old set until you assign it again."
    >
      Needs assigning again
    </span>
  )
}
