import type { SubscriptionProduct } from '../../../../../machines/cart.machine'
import type { CatalogueCourse } from '../../../../api/catalog'

export type LevelGroup = { levelId: number; levelName: string; courses: CatalogueCourse[] }

/** The catalogue by level (P4, P5, P6…), in the server's order, each level's courses by subject. */
export function byLevel(courses: readonly CatalogueCourse[]): LevelGroup[] {
  const groups = new Map<number, LevelGroup>()
  for (const course of courses) {
    const group = groups.get(course.academic_level_id) ?? {
      levelId: course.academic_level_id,
      levelName: course.academic_level_name,
      courses: [],
    }
    group.courses.push(course)
    groups.set(course.academic_level_id, group)
  }
  return [...groups.values()]
}

/** A catalogue course on sale as the cart's product; the server prices the checkout from its price ids. */
export function productOf(course: CatalogueCourse): SubscriptionProduct | null {
  if (!course.price) return null
  return {
    ...course.price,
    course: {
      id: course.id,
      name: course.name,
      subject_id: course.subject_id,
      subject_name: course.subject_name,
    },
    is_subscribed: false,
  }
}
