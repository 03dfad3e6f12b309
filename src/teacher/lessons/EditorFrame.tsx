import type { ReactNode } from 'react'
import { SectionFrame } from '../SectionFrame'

const LESSONS = {
  label: 'Lessons',
  pages: [
    { to: '/teacher/lessons', label: 'Lessons' },
    { to: '/teacher/lessons/manage', label: 'Make a lesson' },
  ],
} as const

/** The lesson editing pages: the links to the lessons, then the page's title and what it is for. */
export function EditorFrame(props: { title: string; intro: ReactNode; children: ReactNode }) {
  return <SectionFrame nav={LESSONS} {...props} />
}
