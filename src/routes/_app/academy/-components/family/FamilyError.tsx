import type { ErrorComponentProps } from '@tanstack/react-router'
import { css } from '../../../../../../styled-system/css'
import { messageOf } from '../../../../../api/errors'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'

/** A family page that could not load: the server's reason and a way to try again. */
export function FamilyError({ error, reset }: ErrorComponentProps) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })}>
      <Alert status="danger" title="This page did not load">
        <p>{messageOf(error)}</p>
      </Alert>
      <Button variant="outline" onClick={reset}>
        Try again
      </Button>
    </div>
  )
}
