import type { ErrorComponentProps } from '@tanstack/react-router'
import { LoadError as ListLoadError } from '../../../../-components/LoadError'

/** The page could not read its first list of parents: the server's reason, and a way to try again. */
export function LoadError(props: ErrorComponentProps) {
  return <ListLoadError title="Subscriptions" failure="The parents could not be loaded" {...props} />
}
