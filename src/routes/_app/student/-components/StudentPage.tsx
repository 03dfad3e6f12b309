import type { ReactNode } from 'react'
import { css } from '../../../../../styled-system/css'
import { lead, pageTitle } from '../../../-components/styles'
import { ProgressStrip } from './ProgressStrip'

/** A student list page: the progress strip, the page's title and what it is for. */
export function StudentPage({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <ProgressStrip />
      <div>
        <h1 className={pageTitle}>{title}</h1>
        {intro ? <p className={`${lead} ${css({ mt: '1' })}`}>{intro}</p> : null}
      </div>
      {children}
    </div>
  )
}

export const emptyBox = css({
  bg: 'bg.surface',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '5', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  alignItems: 'flex-start',
})

export const cardGrid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
  listStyle: 'none',
  p: '0',
})
