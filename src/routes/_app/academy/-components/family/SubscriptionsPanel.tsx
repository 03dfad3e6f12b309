import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from '../../../../../../styled-system/css'
import type { Child } from '../../../../../api/children'
import { userCoursesQueryOptions } from '../../../../../api/courses'
import { isLive, productsQueryOptions, subscriptionsQueryOptions } from '../../../../../api/subscriptions'
import * as Card from '../../../../../ui/Card'
import { TextLink } from '../../../../../ui/TextLink'
import { CoursesLink } from './CoursesLink'
import { SubjectList } from './SubjectList'
import { SubscriptionCard } from './SubscriptionCard'

/** What the child can study, every paid plan with its controls, and the ways to add more. */
export function SubscriptionsPanel({ child }: { child: Child }) {
  const { data: subs } = useSuspenseQuery(subscriptionsQueryOptions(child.id))
  const { data: products } = useSuspenseQuery(productsQueryOptions(child.id))
  const { data: courses } = useSuspenseQuery(userCoursesQueryOptions(child.id))
  const live = subs.filter(isLive)

  return (
    <Card.Root as="section" aria-labelledby="subjects-title">
      <Card.Header>
        <Card.Title id="subjects-title">Subjects and subscriptions</Card.Title>
        <Card.Description>
          What {child.first_name} can study, and how each subject is unlocked.
        </Card.Description>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <SubjectList courses={courses} subscriptions={live} />
        {live.length ? (
          live.map((sub) => (
            <SubscriptionCard
              key={sub.subscription_id}
              childName={child.first_name}
              subscription={sub}
              products={products}
            />
          ))
        ) : (
          <p className={css({ color: 'fg.muted' })}>
            You have no paid subscription for {child.first_name}. Subjects given by a code, a school or
            Lantern stay unlocked without one.
          </p>
        )}
      </Card.Body>
      <Card.Footer className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <CoursesLink childId={child.id} size="md">
          Add subjects
        </CoursesLink>
        <TextLink to="/academy/product-redemption">Redeem a code</TextLink>
      </Card.Footer>
    </Card.Root>
  )
}
