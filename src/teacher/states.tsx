import type { ReactNode } from 'react'
import { css } from '../../styled-system/css'
import { messageOf } from '../api/errors'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'

export const muted = css({ color: 'fg.muted' })

export function Loading({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={muted}>
      {children}
    </p>
  )
}

export function Empty({ children }: { children: ReactNode }) {
  return <p className={`${muted} ${css({ py: '2' })}`}>{children}</p>
}

/** A part of a page that did not load: why, and a way to try again. */
export function LoadFailed({ title, error, retry }: { title: string; error: unknown; retry: () => void }) {
  return (
    <Alert status="danger" title={title}>
      <p>{messageOf(error)}</p>
      <Button variant="outline" size="sm" className={css({ mt: '2' })} onClick={retry}>
        Try again
      </Button>
    </Alert>
  )
}
