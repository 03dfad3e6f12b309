import { useSuspenseQuery } from '@tanstack/react-query'
import { CircleCheck } from 'lucide-react'
import { css } from '../../../../../../styled-system/css'
import { childrenQueryOptions } from '../../../../../api/children'
import { useSearchParams } from '../../../../../router/useSearchParams'
import { ButtonLink } from '../../../../../ui/Button'
import * as Card from '../../../../../ui/Card'
import { lead, pageTitle } from '../../../../-components/styles'
import { CoursesLink } from './CoursesLink'

const steps = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  listStyle: 'decimal',
  pl: '5',
  '& strong': { fontWeight: '750' },
})

/** After a Lite account: what Lite is, in plain words, and exactly how the child signs in. */
export function LiteSuccess() {
  const { child: childParam } = useSearchParams()
  const { data: children } = useSuspenseQuery(childrenQueryOptions())
  const child = children.find((c) => String(c.id) === childParam) ?? children.at(-1)
  const name = child?.first_name ?? 'Your child'

  return (
    <div
      className={css({ maxWidth: '44rem', mx: 'auto', display: 'flex', flexDirection: 'column', gap: '6' })}
    >
      <div>
        <CircleCheck aria-hidden="true" size={40} className={css({ color: 'success.fg', mb: '2' })} />
        <h1 className={pageTitle}>{name}’s free Lite account is ready</h1>
        <p className={`${lead} ${css({ mt: '1' })}`}>Nothing to pay, and no card on file.</p>
      </div>
      <Card.Root as="section" aria-labelledby="signin-title">
        <Card.Header>
          <Card.Title id="signin-title">How {name} signs in</Card.Title>
        </Card.Header>
        <Card.Body>
          <ol className={steps}>
            <li>
              Open Lantern and choose <strong>Log in</strong>.
            </li>
            <li>
              Pick the <strong>Student</strong> tab.
            </li>
            <li>
              Type the username <strong>{child?.username ?? 'you chose'}</strong> and the password you chose.
            </li>
          </ol>
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="lite-title">
        <Card.Header>
          <Card.Title id="lite-title">What Lite includes</Card.Title>
        </Card.Header>
        <Card.Body>
          <ul
            className={css({
              display: 'flex',
              flexDirection: 'column',
              gap: '2',
              listStyle: 'disc',
              pl: '5',
            })}
          >
            <li>3 worksheets to try in every subject of {name}’s level, with instant marking.</li>
            <li>Lantern’s study chat, to ask for help with a question.</li>
            <li>5 hearts for practice: a wrong answer uses one, and each comes back after 30 minutes.</li>
            <li>You see {name}’s week and hardest questions on your dashboard.</li>
          </ul>
          <p className={css({ mt: '4', color: 'fg.muted' })}>
            When {name} is ready for more, unlock a subject: every worksheet and no hearts, paid by the month.
            You can cancel any time.
          </p>
        </Card.Body>
        <Card.Footer className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          <ButtonLink to="/academy/dashboard">Go to your dashboard</ButtonLink>
          {child ? (
            <CoursesLink childId={child.id} variant="outline" size="md">
              See subjects and prices
            </CoursesLink>
          ) : null}
        </Card.Footer>
      </Card.Root>
    </div>
  )
}
