import { type ErrorComponentProps, useRouter } from '@tanstack/react-router'
import { css } from '../../../../../../styled-system/css'
import { messageOf } from '../../../../../api/errors'
import { isChunkLoadError } from '../../../../../router/chunk-reload'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { RouteError } from '../../../../-components/RouteError'
import { pageContainer, pageTitle } from '../../../../-components/styles'

/** The page could not read its first list of parents: the server's reason, and a way to try again. */
export function LoadError(props: ErrorComponentProps) {
  const router = useRouter()
  if (isChunkLoadError(props.error)) return <RouteError {...props} />
  return (
    <div className={`${pageContainer} ${css({ display: 'flex', flexDirection: 'column', gap: '4' })}`}>
      <h1 className={pageTitle}>Subscriptions</h1>
      <Alert status="danger" title="The parents could not be loaded">
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
