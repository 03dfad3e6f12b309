import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import { titleStyle } from '../SectionFrame'

/** A report page: its title and what it shows, then its parts. */
export function ReportFrame({
  title,
  intro,
  children,
}: {
  title: string
  intro: ReactNode
  children: ReactNode
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5', minWidth: 0 })}>
      <div>
        <h1 className={titleStyle}>{title}</h1>
        <p className={css({ mt: '1', color: 'fg.muted', maxWidth: '44rem' })}>{intro}</p>
      </div>
      {children}
    </div>
  )
}
