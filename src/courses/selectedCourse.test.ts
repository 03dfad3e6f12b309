// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import {
  pickCourse,
  readSelectedCourse,
  SELECTED_COURSE_KEY,
  sortCourses,
  storeSelectedCourse,
} from './selectedCourse'

afterEach(() => localStorage.clear())

describe('the selected course', () => {
  it('is kept in local storage under selected_course, and forgotten for all subjects', () => {
    expect(readSelectedCourse()).toBeNull()
    storeSelectedCourse(6)
    expect(localStorage.getItem(SELECTED_COURSE_KEY)).toBe('6')
    expect(readSelectedCourse()).toBe(6)
    storeSelectedCourse(null)
    expect(localStorage.getItem(SELECTED_COURSE_KEY)).toBeNull()
  })

  it.each(['', 'abc', '0', '-3', '1.5'])('reads %j as no selection', (stored) => {
    localStorage.setItem(SELECTED_COURSE_KEY, stored)
    expect(readSelectedCourse()).toBeNull()
  })

  it('falls back to all subjects when the stored course is not one of the student’s', () => {
    const courses = [{ id: 1 }, { id: 2 }]
    expect(pickCourse(courses, 2)).toEqual({ id: 2 })
    expect(pickCourse(courses, 9)).toBeNull()
    expect(pickCourse(courses, null)).toBeNull()
  })

  it('orders courses as schools do: Maths, Science, English, Chinese, then others', () => {
    const names = ['Art', 'Chinese', 'Science', 'English', 'Maths'].map((subject_name) => ({
      subject_name,
      name: `P4 ${subject_name}`,
    }))
    expect(sortCourses(names).map((c) => c.subject_name)).toEqual([
      'Maths',
      'Science',
      'English',
      'Chinese',
      'Art',
    ])
  })
})
