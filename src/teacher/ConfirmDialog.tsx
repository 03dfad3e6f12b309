import type { ComponentProps } from 'react'
import { ConfirmDialog as Shared } from '../ui/ConfirmDialog'

/** The shared dialog as the teacher area asks: every question here is about something that cannot be undone. */
export function ConfirmDialog(props: Omit<ComponentProps<typeof Shared>, 'danger' | 'cancelLabel'>) {
  return <Shared danger cancelLabel="Cancel" {...props} />
}
