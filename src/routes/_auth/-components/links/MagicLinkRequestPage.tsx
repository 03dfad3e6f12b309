import { useNavigate } from '@tanstack/react-router'
import { client } from '../../../../api/client'
import { apiErrorFrom } from '../../../../api/errors'
import { getBrand } from '../../../../brand/site'
import { TextLink } from '../../../../ui/TextLink'
import { AuthCard } from '../../../-components/AuthCard'
import { EmailRequestForm } from '../EmailRequestForm'

export function MagicLinkRequestPage() {
  const navigate = useNavigate()

  async function send(email: string) {
    const response = await client.auth.requestMagicLink({ body: { email, portal: getBrand().site.portal } })
    if (response.status !== 200) throw apiErrorFrom(response)
    await navigate({ href: `/magic-link/confirmation?${new URLSearchParams({ email })}` })
  }

  return (
    <AuthCard
      title="Log in with a magic link"
      description="No password needed. We will email you a link that logs you in."
      footer={
        <p>
          Prefer your password? <TextLink to="/login">Log in with a password</TextLink>
        </p>
      }
    >
      <EmailRequestForm submitLabel="Email me a login link" send={send} />
    </AuthCard>
  )
}
