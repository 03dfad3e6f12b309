import { messageOf } from '../api/errors'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'

type Query = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown }

/** The loading and error states of a part of a page; null once its data is there. */
export function QueryStatus({ query, loading, failure }: { query: Query; loading: string; failure: string }) {
  if (query.isPending) return <Spinner label={loading} />
  if (query.isError)
    return (
      <Alert status="danger" title={failure}>
        <p>{messageOf(query.error)}</p>
        <Button variant="outline" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    )
  return null
}
