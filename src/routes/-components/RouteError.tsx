import { type ErrorComponentProps, Link, useRouter, useRouterState } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { css } from '../../../styled-system/css'
import { button, link } from '../../../styled-system/recipes'
import { isChunkLoadError, reloadOnce } from '../../router/chunk-reload'
import { lead, narrowContainer, pageTitle, row } from './styles'

/** Default error page; a page that failed to download (usually after a new release) reloads itself once. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const router = useRouter()
  const href = useRouterState({ select: (s) => s.location.href })
  const [reloading, setReloading] = useState(() => isChunkLoadError(error))

  useEffect(() => {
    if (isChunkLoadError(error) && !reloadOnce(href)) setReloading(false)
  }, [error, href])

  if (reloading) {
    return (
      <div role="status" className={narrowContainer}>
        <p className={lead}>Loading the latest version of Lantern…</p>
      </div>
    )
  }
  return (
    <div className={narrowContainer}>
      <h1 className={pageTitle}>Something went wrong</h1>
      <p className={`${lead} ${css({ mt: '3', mb: '8' })}`}>
        {isChunkLoadError(error)
          ? 'This page could not be downloaded. Check your internet connection, then try again.'
          : 'Sorry, this page ran into a problem. Trying again usually helps.'}
      </p>
      <div className={row}>
        <button
          type="button"
          className={button()}
          onClick={() => {
            reset()
            void router.invalidate()
          }}
        >
          Try again
        </button>
        <Link to="/" className={link()}>
          Go to the home page
        </Link>
      </div>
    </div>
  )
}
