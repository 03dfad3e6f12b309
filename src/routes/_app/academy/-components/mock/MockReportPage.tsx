import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { Suspense } from 'react'
import { css } from '../../../../../../styled-system/css'
import { childrenQueryOptions } from '../../../../../api/children'
import { messageOf } from '../../../../../api/errors'
import { roleNameOf } from '../../../../../auth/roles'
import { useSessionUser } from '../../../../../auth/session'
import { Alert } from '../../../../../ui/Alert'
import { Spinner } from '../../../../../ui/Spinner'
import { TextLink } from '../../../../../ui/TextLink'
import { lead, pageTitle } from '../../../../-components/styles'
import { MockReport } from './MockReport'

const chip = css({
  px: '3',
  py: '1.5',
  borderRadius: 'full',
  bg: 'bg.subtle',
  fontWeight: '650',
  textDecoration: 'none',
  '&[aria-current=page]': { bg: 'brand.solid', color: 'brand.contrast' },
})

/** The mock-exam report: a student's own, or a parent's chosen child's (`?child_id=`). */
export function MockReportPage({ childId }: { childId?: number }) {
  const user = useSessionUser()
  if (user && roleNameOf(user) === 'student')
    return (
      <Frame title="Your mock exams" intro="How your mock exams went, and which topics to practise next.">
        <MockReport name={user.first_name} isChild />
      </Frame>
    )
  return <ForParent childId={childId} />
}

function ForParent({ childId }: { childId?: number }) {
  const { data: children, error, isPending } = useQuery(childrenQueryOptions())
  if (isPending) return <Spinner label="Loading your children" />
  if (error) return <Alert status="danger">{messageOf(error)}</Alert>
  if (!children.length)
    return (
      <Frame title="Mock exam report" intro="Add your child first: their mock exam results will appear here.">
        <TextLink to="/academy/create-child-account">Add a child</TextLink>
      </Frame>
    )
  const child = children.find((c) => c.id === childId) ?? children[0]
  return (
    <Frame title={`${child.first_name}’s mock exams`} intro="Scores on each timed paper, and marks by topic.">
      {children.length > 1 ? (
        <nav aria-label="Choose a child" className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {children.map((c) => (
            <Link
              key={c.id}
              to="/academy/mock-exam/report"
              search={{ child_id: c.id }}
              className={chip}
              aria-current={c.id === child.id ? 'page' : undefined}
            >
              {c.first_name}
            </Link>
          ))}
        </nav>
      ) : null}
      <MockReport studentId={child.id} name={child.first_name} isChild={false} />
    </Frame>
  )
}

function Frame({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <header>
        <h1 className={pageTitle}>{title}</h1>
        <p className={lead}>{intro}</p>
      </header>
      <Suspense fallback={<Spinner label="Loading the mock exams" />}>{children}</Suspense>
    </div>
  )
}
