import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from '../../../../../../styled-system/css'
import { userCoursesQueryOptions } from '../../../../../api/courses'
import { useAuthUser } from '../../../../../auth/actor'
import { ButtonLink } from '../../../../../ui/Button'
import * as Card from '../../../../../ui/Card'
import { lead, pageTitle } from '../../../../-components/styles'
import { SubjectList } from './SubjectList'

/**
 * A student who opens the family dashboard (the route allows students, spec routes.tsv:30) sees their own
 * subjects and the way back to their home; buying and managing stay with the parent.
 */
export function StudentDashboard() {
  const user = useAuthUser()
  const { data: courses } = useSuspenseQuery(userCoursesQueryOptions())
  const home = user?.is_free_tier
    ? '/student/v2/chat'
    : user?.learning_path_disabled
      ? '/student/library'
      : '/student/dashboard'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <div>
        <h1 className={pageTitle}>{user ? `Hi, ${user.first_name}!` : 'Your subjects'}</h1>
        <p className={`${lead} ${css({ mt: '1' })}`}>These are your subjects and how each one is unlocked.</p>
      </div>
      <Card.Root as="section" aria-labelledby="own-subjects">
        <Card.Header>
          <Card.Title id="own-subjects">Your subjects</Card.Title>
          <Card.Description>
            Want another subject? Ask a grown-up to add it on their Lantern page, or use an activation code.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <SubjectList courses={courses} subscriptions={[]} />
        </Card.Body>
        <Card.Footer className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <ButtonLink to={home}>Go to my home page</ButtonLink>
          <ButtonLink to="/academy/product-redemption" variant="outline">
            I have a code
          </ButtonLink>
        </Card.Footer>
      </Card.Root>
    </div>
  )
}
