import { useQuery } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { Child } from '../../../../../contracts/children'
import { selectSelectedChild } from '../../../../../machines/cart.machine'
import { childrenQueryOptions } from '../../../../api/children'
import { userCoursesQueryOptions } from '../../../../api/courses'
import { fetchSubscriptions, productsQueryOptions } from '../../../../api/subscriptions'
import { roleNameOf } from '../../../../auth/roles'
import { useSessionUser } from '../../../../auth/session'
import { cartActor, useCart } from '../../../../commerce/cartActor'

export const childOf = (child: Child) => ({ id: child.id, name: child.first_name })

/**
 * Who is shopping and for whom: a parent's children (the one from `?child_id=` chosen for the cart), the
 * chosen child's courses already subscribed, and the cart told of those subscriptions (spec §4).
 */
export function useShopper(childIdParam?: number) {
  const user = useSessionUser()
  const role = user ? roleNameOf(user) : null
  const isParent = role === 'parent'
  const children = useQuery({ ...childrenQueryOptions(), enabled: isParent })
  const selected = useCart(selectSelectedChild)

  useEffect(() => {
    // Only when the address or the list changes: the parent may pick another child afterwards.
    const wanted = children.data?.find((c) => c.id === childIdParam)
    const current = selectSelectedChild(cartActor.getSnapshot())
    if (wanted && current?.id !== wanted.id)
      cartActor.send({ type: 'cart.selectChild', child: childOf(wanted) })
  }, [childIdParam, children.data])

  const forStudent = selected && (isParent || role === 'student') ? selected.id : undefined
  const products = useQuery({ ...productsQueryOptions(forStudent), enabled: forStudent !== undefined })
  const courses = useQuery({
    ...userCoursesQueryOptions(isParent ? forStudent : undefined),
    enabled: forStudent !== undefined,
  })

  useEffect(() => {
    if (forStudent === undefined) return
    let live = true
    fetchSubscriptions(forStudent)
      .then((subscriptions) => {
        if (live) cartActor.send({ type: 'cart.subscriptionsLoaded', childId: forStudent, subscriptions })
      })
      .catch(() => {})
    return () => {
      live = false
    }
  }, [forStudent])

  // Unlocked for good (a subscription, or an admin, class or school grant): nothing to buy. Lite and codes
  // that run out may still be bought.
  const lasting = courses.data?.filter((c) => c.access?.full && c.access.ends_at === null).map((c) => c.id)
  const subscribed = new Set([
    ...(products.data?.filter((p) => p.is_subscribed).map((p) => p.course.id) ?? []),
    ...(lasting ?? []),
  ])
  const child = isParent ? (children.data?.find((c) => c.id === selected?.id) ?? null) : null
  const levelId = isParent
    ? (child?.academic_level_id ?? null)
    : role === 'student'
      ? (user?.academic_level_id ?? null)
      : null
  return {
    user,
    role,
    isParent,
    children,
    selected: role === 'student' || child ? selected : null,
    subscribed,
    levelId,
  }
}
