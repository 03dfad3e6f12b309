import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import * as Card from '../../ui/Card'

type Props = { title: ReactNode; description?: ReactNode; children: ReactNode; footer?: ReactNode }

export function AuthCard({ title, description, children, footer }: Props) {
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title level={1} className={css({ fontSize: '2xl', outline: 'none' })}>
          {title}
        </Card.Title>
        {description ? <Card.Description>{description}</Card.Description> : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
      {footer ? (
        <Card.Footer className={css({ flexDirection: 'column', gap: '2' })}>{footer}</Card.Footer>
      ) : null}
    </Card.Root>
  )
}
