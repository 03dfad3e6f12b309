import type { ErrorComponentProps } from '@tanstack/react-router'
import { LoadError } from '../routes/-components/LoadError'

/** A teacher page whose data did not load: its title, the server's reason and "Try again". */
export function PageError({ title, ...props }: ErrorComponentProps & { title: string }) {
  return <LoadError title={title} failure="This page did not load" {...props} />
}
