import type { ReactNode } from 'react'
import { SectionFrame, SectionNav } from './SectionFrame'

const MANAGE = {
  label: 'Manage your school',
  pages: [
    { to: '/teacher/manage/classes', label: 'Classes' },
    { to: '/teacher/manage/students', label: 'Students' },
    { to: '/teacher/manage/teachers', label: 'Teachers' },
    { to: '/teacher/manage/parents', label: 'Parents' },
    { to: '/teacher/manage/activation-codes', label: 'Activation codes' },
    { to: '/teacher/manage/schools', label: 'School' },
  ],
} as const

/** The school admin's manage pages: links between the six, then the page's title and what it is for. */
export function ManageFrame(props: { title: string; intro: ReactNode; children: ReactNode }) {
  return <SectionFrame nav={MANAGE} {...props} />
}

export const ManageNav = () => <SectionNav {...MANAGE} />
