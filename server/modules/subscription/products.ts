import { and, asc, eq, isNull } from 'drizzle-orm'
import type { z } from 'zod'
import type { SubscriptionProductSchema } from '../../../contracts/subscription'
import type { AppContext, UserRow } from '../../context'
import { courses, products, subjects } from '../../db/schema'
import { loadStudentFor } from './people'
import { subscribedCourseIds } from './present'

type Product = z.infer<typeof SubscriptionProductSchema>

/**
 * What can be bought, priced from the products table: the courses of the student's level marked against
 * what the student already has, or every course on sale when no student is named.
 */
export async function listProducts(ctx: AppContext, caller: UserRow, studentId?: number): Promise<Product[]> {
  const student = studentId === undefined ? null : await loadStudentFor(ctx, caller, studentId)
  const rows = await ctx.db
    .select({ product: products, course: courses, subjectName: subjects.name })
    .from(products)
    .innerJoin(courses, eq(courses.id, products.courseId))
    .innerJoin(subjects, eq(subjects.id, courses.subjectId))
    .where(
      and(
        eq(products.isActive, true),
        isNull(courses.schoolId),
        student ? eq(courses.academicLevelId, student.academicLevelId ?? -1) : undefined,
      ),
    )
    .orderBy(asc(courses.academicLevelId), asc(subjects.id), asc(courses.id))
  const owned = student ? await subscribedCourseIds(ctx.db, student.id) : new Set<number>()
  return rows.map(({ product, course, subjectName }) => ({
    price_id: product.priceId,
    annual_price_id: product.annualPriceId,
    currency: product.currency,
    monthly_amount_cents: product.monthlyAmountCents,
    annual_amount_cents: product.annualAmountCents,
    course: { id: course.id, name: course.name, subject_id: course.subjectId, subject_name: subjectName },
    is_subscribed: owned.has(course.id),
  }))
}
