import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { messageOf } from '../../api/errors'
import { isChunkLoadError } from '../../router/chunk-reload'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { RouteError } from './RouteError'
import { pageContainer, pageTitle } from './styles'

type Props = ErrorComponentProps & { title: string; failure: string }

/**
 * A route's error page for a list that could not be read: the page's title, the server's reason, and a way
 * to try again.
 */
export function LoadError({ title, failure, ...props }: Props) {
  const router = useRouter()
  // A page that failed to download is the app-wide error page's case: it reloads once.
  if (isChunkLoadError(props.error)) return <RouteError {...props} />
  return (
    <div className={`${pageContainer} ${css({ display: 'flex', flexDirection: 'column', gap: '4' })}`}>
      <h1 className={pageTitle}>{title}</h1>
      <Alert status="danger" title={failure}>
        {messageOf(props.error)}
      </Alert>
      <div>
        <Button
          onClick={() => {
            props.reset()
            void router.invalidate()
          }}
        >
          Try again
        </Button>
      </div>
    </div>
  )
}
