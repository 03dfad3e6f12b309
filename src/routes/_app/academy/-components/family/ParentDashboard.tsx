import { useSuspenseQuery } from '@tanstack/react-query'
import { UserPlus } from 'lucide-react'
import { css } from '../../../../../../styled-system/css'
import { childrenQueryOptions, levelsQueryOptions } from '../../../../../api/children'
import { useAuthUser } from '../../../../../auth/actor'
import { useSendStoredOnboarding } from '../../../../../onboarding/useSendStoredOnboarding'
import { ButtonLink } from '../../../../../ui/Button'
import { lead, pageTitle } from '../../../../-components/styles'
import { ChildCard } from './ChildCard'
import { EmptyFamily } from './EmptyFamily'
import { FamilyLinks } from './FamilyLinks'

/** The parent's home: a card per child, or how to add the first one, and the family's other tasks. */
export function ParentDashboard() {
  const user = useAuthUser()
  const { data: children } = useSuspenseQuery(childrenQueryOptions())
  const { data: levels } = useSuspenseQuery(levelsQueryOptions())
  // What the parent told the guided setup before signing up reaches their account once they arrive here.
  useSendStoredOnboarding()

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '4',
          justifyContent: 'space-between',
          alignItems: 'flex-end',
        })}
      >
        <div>
          <h1 className={pageTitle}>{user ? `Hello, ${user.first_name}` : 'Your family'}</h1>
          <p className={`${lead} ${css({ mt: '1' })}`}>
            {children.length
              ? 'How your children are doing this week, and what they can study.'
              : 'Welcome to Lantern. Start by adding your child.'}
          </p>
        </div>
        {children.length ? (
          <ButtonLink to="/academy/create-child-account" variant="outline" size="sm">
            <UserPlus aria-hidden="true" /> Add a child
          </ButtonLink>
        ) : null}
      </div>
      {children.length ? (
        <section
          aria-label="Your children"
          className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}
        >
          {children.map((child) => (
            <ChildCard key={child.id} child={child} levels={levels} />
          ))}
        </section>
      ) : (
        <EmptyFamily />
      )}
      <FamilyLinks hasChildren={children.length > 0} />
    </div>
  )
}
