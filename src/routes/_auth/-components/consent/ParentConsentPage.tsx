import { useMutation, useQuery } from '@tanstack/react-query'
import { Suspense, useState } from 'react'
import { css } from '../../../../../styled-system/css'
import type { Child } from '../../../../api/children'
import { declineConsent, parentalConsentQueryOptions } from '../../../../api/consent'
import { messageOf } from '../../../../api/errors'
import { roleNameOf } from '../../../../auth/roles'
import { useSessionUser } from '../../../../auth/session'
import { useSearchParams } from '../../../../router/useSearchParams'
import { Alert } from '../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../ui/Button'
import { Spinner } from '../../../../ui/Spinner'
import { CreateChildForm } from '../../../_app/academy/-components/family/CreateChildForm'
import { AuthCard } from '../../../-components/AuthCard'
import { LinkProblem } from '../links/LinkProblem'
import { ConsentAnswered } from './ConsentAnswered'

const TITLE = 'A child would like to join Lantern'

/**
 * The link mailed to a grown-up when a child starts sign-up alone (ADR 0057). Saying yes means making the child's
 * account from a parent account; saying no deletes the request at once.
 */
export function ParentConsentPage() {
  const { token } = useSearchParams()
  if (!token) {
    return (
      <AuthCard title={TITLE}>
        <Alert status="warning" title="This page needs the link from your email">
          Open the email from Lantern and select its link.
        </Alert>
      </AuthCard>
    )
  }
  return <ConsentRequest token={token} />
}

function ConsentRequest({ token }: { token: string }) {
  const request = useQuery(parentalConsentQueryOptions(token))
  const decline = useMutation({ mutationFn: () => declineConsent(token) })
  const [created, setCreated] = useState<Child | null>(null)
  const user = useSessionUser()

  if (decline.isSuccess) return <ConsentAnswered outcome="declined" />
  if (created) return <ConsentAnswered outcome="created" child={created} />
  if (request.isPending) return <Spinner label="Opening the request" />
  if (request.isError) {
    return <LinkProblem error={request.error} title={TITLE} retryTo="/" retryLabel="Go to Lantern" />
  }
  const { child_first_name: name, parent_email: email } = request.data
  const here = `/parent-consent?token=${encodeURIComponent(token)}`
  const isParent = user ? roleNameOf(user) === 'parent' : false

  return (
    <AuthCard
      title={`${name} would like to join Lantern`}
      description={`A child gave ${email} as their grown-up’s email when they tried to sign up.`}
    >
      <section
        aria-labelledby="agree-title"
        className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
      >
        <h2 id="agree-title" className={css({ fontWeight: '700' })}>
          If you agree
        </h2>
        <ul
          className={css({ listStyle: 'disc', ps: '5', display: 'flex', flexDirection: 'column', gap: '1' })}
        >
          <li>You make {name}’s account from your parent account and choose the username and password.</li>
          <li>
            We keep {name}’s practice, marks and tutor chats to help them learn, and nothing for adverts.
          </li>
          <li>You can see, download or delete {name}’s data at any time from your parent page.</li>
        </ul>
      </section>
      {decline.error ? <Alert status="danger">{messageOf(decline.error)}</Alert> : null}
      {isParent ? (
        <section
          aria-labelledby="make-title"
          className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        >
          <h2 id="make-title" className={css({ fontSize: 'lg', fontWeight: '700' })}>
            Make {name}’s account
          </h2>
          <Suspense fallback={<Spinner label="Loading the form" />}>
            <CreateChildForm lite={false} consent={{ token, firstName: name }} onCreated={setCreated} />
          </Suspense>
        </section>
      ) : user ? (
        <Alert status="warning" title="This needs a parent account">
          You are logged in with an account that is not a parent’s. Log out, then open this link again and log
          in as a parent.
        </Alert>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
          <ButtonLink to="/login" search={{ redirect: here }} size="lg" fullWidth>
            Log in to agree
          </ButtonLink>
          <ButtonLink
            to="/academy/signup"
            search={{ consent: token, redirect: here }}
            size="lg"
            variant="outline"
            fullWidth
          >
            Create a parent account
          </ButtonLink>
        </div>
      )}
      <Button
        variant="link"
        onClick={() => decline.mutate()}
        loading={decline.isPending}
        loadingText="Deleting…"
      >
        No, delete this request
      </Button>
    </AuthCard>
  )
}
