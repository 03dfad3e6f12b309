import type { ReactNode } from 'react'
import { css } from '../../../../../../styled-system/css'
import * as Card from '../../../../../ui/Card'
import { TextLink } from '../../../../../ui/TextLink'
import { lead, pageTitle } from '../../../../-components/styles'

/** A narrow page for one family form, with the way back to the dashboard. */
export function FormPage({
  title,
  intro,
  children,
  aside,
}: {
  title: string
  intro: ReactNode
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <div
      className={css({
        maxWidth: '40rem',
        mx: 'auto',
        display: 'flex',
        flexDirection: 'column',
        gap: '6',
        width: '100%',
      })}
    >
      <TextLink to="/academy/dashboard" className={css({ fontSize: 'sm', fontWeight: '600' })}>
        ← Back to your dashboard
      </TextLink>
      <div>
        <h1 className={pageTitle}>{title}</h1>
        <p className={`${lead} ${css({ mt: '1' })}`}>{intro}</p>
      </div>
      <Card.Root>
        <Card.Body>{children}</Card.Body>
      </Card.Root>
      {aside}
    </div>
  )
}
