import { chip } from '../../../styled-system/recipes'

/** The lesson changed after it was set: the children have the old items until it is assigned again. */
export function ChangedSinceAssigned() {
  return (
    <span
      className={chip({ tone: 'warning' })}
      title="It changed after it was assigned. New items reach the children when you assign it again."
    >
      Changed since assigned
    </span>
  )
}
