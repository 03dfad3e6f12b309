import type { ReactNode } from 'react'
import { css } from '../../../../../../styled-system/css'

type Props = { title: string; urgent?: boolean; className?: string; children: ReactNode }

/**
 * The page's own notice, styled like `ui/Alert` without its recipe: importing the shared recipes chunk (or `cx`) from
 * this page changes how the first page's JavaScript is split, and /welcome grows (ADR 0023).
 */
export function Notice({ title, urgent = false, className, children }: Props) {
  return (
    <div
      role={urgent ? 'alert' : 'status'}
      className={[box, urgent ? danger : info, className].filter(Boolean).join(' ')}
    >
      <p className={css({ fontWeight: '700' })}>{title}</p>
      <div className={css({ mt: '1' })}>{children}</div>
    </div>
  )
}

const box = css({ p: '4', borderWidth: '1px', borderRadius: 'card' })
const danger = css({ bg: 'danger.bg', borderColor: 'danger.border', color: 'danger.fg' })
const info = css({ bg: 'info.bg', borderColor: 'info.border', color: 'info.fg' })
