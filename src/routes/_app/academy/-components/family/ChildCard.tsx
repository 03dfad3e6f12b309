import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { css } from '../../../../../../styled-system/css'
import type { Child, Level } from '../../../../../api/children'
import { userCoursesQueryOptions } from '../../../../../api/courses'
import { messageOf } from '../../../../../api/errors'
import { isLive, subscriptionsQueryOptions } from '../../../../../api/subscriptions'
import { ButtonLink } from '../../../../../ui/Button'
import * as Card from '../../../../../ui/Card'
import { ChildTries } from './ChildTries'
import { CoursesLink } from './CoursesLink'
import { childName } from './format'
import { HardestReport } from './HardestReport'
import { PlanBadge } from './PlanBadge'
import { SubjectList } from './SubjectList'
import { WeeklyStats } from './WeeklyStats'

const avatar = css({
  width: '12',
  height: '12',
  borderRadius: 'full',
  bg: 'brand.solid',
  color: 'brand.contrast',
  display: 'grid',
  placeItems: 'center',
  fontWeight: '800',
  fontSize: 'xl',
  flexShrink: 0,
})

/** One child on the parent dashboard: level, plan, subjects, this week and the hardest questions. */
export function ChildCard({ child, levels }: { child: Child; levels: Level[] }) {
  const courses = useQuery(userCoursesQueryOptions(child.id))
  const subs = useQuery(subscriptionsQueryOptions(child.id))
  const level = levels.find((l) => l.id === child.academic_level_id)?.name
  const live = (subs.data ?? []).filter(isLive)
  const practised = (courses.data ?? []).filter((c) => c.access)
  const subjects = [
    ...new Map(practised.map((c) => [c.subject_id, { id: c.subject_id, name: c.subject_name }])).values(),
  ]
  const titleId = `child-${child.id}`

  return (
    <Card.Root as="article" aria-labelledby={titleId}>
      <Card.Header
        className={css({
          display: 'flex',
          flexDirection: 'row',
          gap: '4',
          alignItems: 'center',
          flexWrap: 'wrap',
        })}
      >
        <span aria-hidden="true" className={avatar}>
          {child.first_name.slice(0, 1).toUpperCase()}
        </span>
        <div className={css({ flex: '1', minWidth: '12rem' })}>
          <Card.Title id={titleId}>{childName(child)}</Card.Title>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            {level ? `${level} · ` : ''}
            {child.username ? `signs in as “${child.username}”` : 'no username yet'}
          </p>
        </div>
        <PlanBadge lite={child.is_free_tier} subjects={child.user_information.subject_ids.length} />
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        {courses.error || subs.error ? (
          <p role="alert" className={css({ color: 'danger.fg' })}>
            {messageOf(courses.error ?? subs.error)}
          </p>
        ) : !courses.data || !subs.data ? (
          <p role="status" className={css({ color: 'fg.muted' })}>
            Loading {child.first_name}’s subjects…
          </p>
        ) : (
          <SubjectList courses={courses.data} subscriptions={live} />
        )}
        <WeeklyStats childId={child.id} firstName={child.first_name} subjects={subjects} />
        <HardestReport childId={child.id} firstName={child.first_name} />
        <ChildTries childId={child.id} firstName={child.first_name} />
      </Card.Body>
      <Card.Footer className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <ButtonLink
          to="/academy/child/$childId/manage"
          params={{ childId: String(child.id) }}
          size="sm"
          variant="outline"
        >
          Manage {child.first_name}’s account
        </ButtonLink>
        <CoursesLink childId={child.id}>Add subjects</CoursesLink>
        <Link
          to="/academy/mock-exam/report"
          search={{ child_id: child.id }}
          className={css({ alignSelf: 'center', fontSize: 'sm', fontWeight: '600', ml: '2' })}
        >
          Mock exams
        </Link>
        <Link
          to="/academy/product-redemption"
          className={css({ alignSelf: 'center', fontSize: 'sm', fontWeight: '600', ml: '2' })}
        >
          Redeem a code
        </Link>
      </Card.Footer>
    </Card.Root>
  )
}
