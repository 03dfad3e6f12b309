import { useCallback, useState } from 'react'
import type { UserCourse } from '../api/courses'

/** Product §9: the selected course persists in local storage (sign-out removes it, src/auth/actor.ts). */
export const SELECTED_COURSE_KEY = 'selected_course'

/** The stored course id, or null for "all subjects" (or when nothing sensible is stored). */
export function readSelectedCourse(): number | null {
  if (typeof localStorage === 'undefined') return null
  const id = Number(localStorage.getItem(SELECTED_COURSE_KEY))
  return Number.isInteger(id) && id > 0 ? id : null
}

export function storeSelectedCourse(id: number | null): void {
  if (id === null) localStorage.removeItem(SELECTED_COURSE_KEY)
  else localStorage.setItem(SELECTED_COURSE_KEY, String(id))
}

const SUBJECT_ORDER = ['Maths', 'Science', 'English', 'Chinese']
const rank = (name: string) => {
  const i = SUBJECT_ORDER.indexOf(name)
  return i === -1 ? SUBJECT_ORDER.length : i
}

/** Courses in the school's usual subject order, then by name. */
export function sortCourses<T extends Pick<UserCourse, 'subject_name' | 'name'>>(courses: T[]): T[] {
  return [...courses].sort(
    (a, b) => rank(a.subject_name) - rank(b.subject_name) || a.name.localeCompare(b.name),
  )
}

/** The selected course among the student's, or null (all subjects) when it is not one of theirs any more. */
export function pickCourse<T extends { id: number }>(courses: T[], id: number | null): T | null {
  return id === null ? null : (courses.find((c) => c.id === id) ?? null)
}

/** Which course the library shows, remembered across visits. */
export function useSelectedCourse<T extends { id: number }>(courses: T[]) {
  const [id, setId] = useState(readSelectedCourse)
  const select = useCallback((next: number | null) => {
    storeSelectedCourse(next)
    setId(next)
  }, [])
  return [pickCourse(courses, id), select] as const
}
