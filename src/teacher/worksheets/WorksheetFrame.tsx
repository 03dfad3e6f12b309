import type { ReactNode } from 'react'
import { SectionFrame } from '../SectionFrame'

export { titleStyle } from '../SectionFrame'

const WORKSHEETS = {
  label: 'Worksheets',
  pages: [
    { to: '/teacher/worksheet-library', label: 'Worksheet library' },
    { to: '/teacher/creator', label: 'Make a worksheet' },
    { to: '/teacher/assignments', label: 'Assignments' },
  ],
} as const

/** The worksheet pages: links between the three, then the page's title and what it is for. */
export function WorksheetFrame(props: { title: string; intro: ReactNode; children: ReactNode }) {
  return <SectionFrame nav={WORKSHEETS} {...props} />
}
