import { HttpResponse, http } from 'msw'
import type { Course } from '../api/courses'
import type { ClassSummary, SignInCard } from '../api/teachers'

export function course(id: number, subject: string, level = 5): Course {
  return {
    id,
    name: `P${level} ${subject}`,
    subject_id: id,
    subject_name: subject,
    academic_level_id: level,
    academic_level_name: `P${level}`,
    school_id: null,
    is_active: true,
    sharer_course_ids: [],
    description: null,
    thumbnail_url: null,
  }
}

export function classSummary(id: number, name: string, overrides: Partial<ClassSummary> = {}): ClassSummary {
  return {
    id,
    name,
    school_id: 1,
    academic_level_id: 5,
    subject_id: 1,
    subject_name: 'Maths',
    students_count: 0,
    is_active: true,
    ...overrides,
  }
}

export function signInCard(
  id: number,
  first: string,
  last: string,
  overrides: Partial<SignInCard> = {},
): SignInCard {
  return {
    student_id: id,
    first_name: first,
    last_name: last,
    username: `${first}.${last}`.toLowerCase(),
    password: `lamp-river-${id}`,
    class_name: null,
    ...overrides,
  }
}

/** The reference reads every manage form makes: courses (levels, subjects) and the school's classes. */
export const referenceHandlers = (classes: ClassSummary[] = []) => [
  http.get('*/api/v1/courses', () =>
    HttpResponse.json({ courses: [course(1, 'Maths'), course(2, 'Science')] }),
  ),
  http.get('*/api/v1/teachers/class', () => HttpResponse.json({ classes })),
]
