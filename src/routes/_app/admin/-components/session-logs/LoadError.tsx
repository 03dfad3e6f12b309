import type { ErrorComponentProps } from '@tanstack/react-router'
import { LoadError as ListLoadError } from '../../../../-components/LoadError'

/** A failed read of recordings says why (the server's message), and offers to try again. */
export function LoadError(props: ErrorComponentProps) {
  return <ListLoadError title="Recordings" failure="The recordings could not be loaded" {...props} />
}
