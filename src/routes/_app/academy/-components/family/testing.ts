import type { Child, UserCourse } from '../../../../../api/children'
import type { Subscription, SubscriptionProduct } from '../../../../../api/subscriptions'

export const P5 = { academic_level_id: 5, academic_level_name: 'P5' }

export function child(id: number, first: string, extra: Partial<Child> = {}): Child {
  return {
    id,
    first_name: first,
    last_name: 'Lim',
    username: first.toLowerCase(),
    academic_level_id: 5,
    is_free_tier: false,
    user_information: { profile_pic_url: null, last_logged_in: null, subject_ids: [] },
    ...extra,
  }
}

export function course(id: number, subject: string, access: UserCourse['access'] = null): UserCourse {
  return {
    id,
    name: `P5 ${subject}`,
    subject_id: id,
    subject_name: subject,
    ...P5,
    school_id: null,
    is_active: true,
    sharer_course_ids: [],
    description: null,
    thumbnail_url: null,
    access,
  }
}

export function product(courseId: number, subject: string, subscribed = false): SubscriptionProduct {
  return {
    price_id: `lantern_p5_${subject.toLowerCase()}_month`,
    annual_price_id: `lantern_p5_${subject.toLowerCase()}_year`,
    currency: 'SGD',
    monthly_amount_cents: 2900,
    annual_amount_cents: 29000,
    course: { id: courseId, name: `P5 ${subject}`, subject_id: courseId, subject_name: subject },
    is_subscribed: subscribed,
  }
}

export function subscription(extra: Partial<Subscription> = {}): Subscription {
  return {
    subscription_id: 'sub_local_1',
    student_id: 11,
    course_ids: [1, 2],
    price_ids: ['lantern_p5_maths_month', 'lantern_p5_science_month'],
    status: 'active',
    cancel_at_period_end: false,
    current_period_end: '2026-12-24T08:00:00.000Z',
    interval: 'month',
    ...extra,
  }
}
