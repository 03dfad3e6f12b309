import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { schoolQueryOptions } from '../../api/teachers'
import * as Card from '../../ui/Card'
import { TextLink } from '../../ui/TextLink'
import { ManageFrame } from '../ManageFrame'
import { muted } from '../states'

const COUNTS = [
  { key: 'students', label: 'Students', to: '/teacher/manage/students' },
  { key: 'teachers', label: 'Teachers', to: '/teacher/manage/teachers' },
  { key: 'classes', label: 'Classes', to: '/teacher/manage/classes' },
  { key: 'parents', label: 'Parents', to: '/teacher/manage/parents' },
] as const

const flagName = (key: string) => key.replace(/[_-]+/g, ' ').replace(/^\w/, (c) => c.toUpperCase())

/** The school's details and how many people it has. */
export function SchoolPage() {
  const { data: school } = useSuspenseQuery(schoolQueryOptions())
  const flags = Object.entries(school.school_flags)
  return (
    <ManageFrame
      title={school.name}
      intro="Your school’s details on Lantern. To change them, write to Lantern support."
    >
      <ul aria-label="How many" className={counts}>
        {COUNTS.map((count) => (
          <li key={count.key}>
            <Card.Root className={css({ p: '4', height: '100%' })}>
              <p className={css({ fontSize: '3xl', fontWeight: '800', lineHeight: '1.1' })}>
                {school.counts[count.key]}
              </p>
              <TextLink to={count.to}>{count.label}</TextLink>
            </Card.Root>
          </li>
        ))}
      </ul>
      <Card.Root as="section" aria-labelledby="school-details-title">
        <Card.Header>
          <Card.Title id="school-details-title">Details</Card.Title>
        </Card.Header>
        <Card.Body>
          <dl className={details}>
            <dt>Name</dt>
            <dd>{school.name}</dd>
            <dt>Email domain</dt>
            <dd>{school.domain_name ?? <span className={muted}>None set</span>}</dd>
            <dt>Status</dt>
            <dd>{school.is_active ? 'Active' : 'Not active: its people cannot sign in'}</dd>
            <dt>Features</dt>
            <dd>
              {flags.length === 0 ? (
                <span className={muted}>The standard ones</span>
              ) : (
                <ul>
                  {flags.map(([key, on]) => (
                    <li key={key}>
                      {flagName(key)}: {on ? 'on' : 'off'}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
          </dl>
        </Card.Body>
      </Card.Root>
    </ManageFrame>
  )
}

const counts = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
  listStyle: 'none',
})
const details = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: '10rem 1fr' },
  gap: { base: '1', sm: '3' },
  '& dt': { fontWeight: '650', color: 'fg.muted', mt: { base: '2', sm: '0' } },
})
