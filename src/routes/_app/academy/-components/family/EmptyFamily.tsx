import { Sparkles, UserPlus } from 'lucide-react'
import { css } from '../../../../../../styled-system/css'
import { ButtonLink } from '../../../../../ui/Button'
import * as Card from '../../../../../ui/Card'
import { LinkChildForm } from './LinkChildForm'

/** No children yet: create an account (full or Lite), or link one the child already has. */
export function EmptyFamily() {
  return (
    <div className={css({ display: 'grid', gap: '6', gridTemplateColumns: { base: '1fr', lg: '3fr 2fr' } })}>
      <Card.Root as="section" aria-labelledby="start-title">
        <Card.Header>
          <Card.Title id="start-title">Add your first child</Card.Title>
          <Card.Description>
            Your child gets their own sign-in, with a username instead of an email address. You choose the
            password, see how they are doing here, and decide which subjects they unlock.
          </Card.Description>
        </Card.Header>
        <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <ButtonLink to="/academy/create-child-account" size="lg">
            <UserPlus aria-hidden="true" /> Create a child account
          </ButtonLink>
          <ButtonLink to="/academy/lite-create-child-account" variant="outline" size="lg">
            <Sparkles aria-hidden="true" /> Start free with Lantern Lite
          </ButtonLink>
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
            Lite is free: 3 worksheets in each subject and the study chat, so your child can try Lantern
            before you pay for anything.
          </p>
        </Card.Body>
      </Card.Root>
      <Card.Root as="section" aria-labelledby="link-title">
        <Card.Header>
          <Card.Title id="link-title">Already has an account?</Card.Title>
          <Card.Description>
            If your child signed up on their own or at school, link their account with their username and
            password.
          </Card.Description>
        </Card.Header>
        <Card.Body>
          <LinkChildForm />
        </Card.Body>
      </Card.Root>
    </div>
  )
}
