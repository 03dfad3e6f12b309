import { useNavigate } from '@tanstack/react-router'
import { css } from '../../../../../../styled-system/css'
import { ACTIVATION_CODE_KEY } from '../../../../../api/activation'
import { roleNameOf } from '../../../../../auth/roles'
import { useSessionUser } from '../../../../../auth/session'
import { Alert } from '../../../../../ui/Alert'
import { TextLink } from '../../../../../ui/TextLink'
import { lead, narrowContainer, pageTitle } from '../../../../-components/styles'
import { CodeForm } from './CodeForm'
import { normalizeCode } from './format'

/**
 * The public /redeem pages: the code is kept (so it survives signing in or signing up), then a signed-in parent
 * or student goes straight to redeeming it and a visitor logs in first (the login page sends them on).
 */
export function RedeemStart({ code }: { code?: string }) {
  const user = useSessionUser()
  const navigate = useNavigate()
  const role = user ? roleNameOf(user) : null
  const canRedeem = role === 'parent' || role === 'student'
  const initial = code ? normalizeCode(code) : ''

  function go(next: string) {
    localStorage.setItem(ACTIVATION_CODE_KEY, next)
    const search = { activation_code: next }
    if (canRedeem) void navigate({ to: '/academy/product-redemption', search })
    else void navigate({ to: '/login', search })
  }

  return (
    <div className={narrowContainer}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
        <div>
          <h1 className={pageTitle}>{initial ? 'You have an activation code' : 'Redeem a code'}</h1>
          <p className={`${lead} ${css({ mt: '2' })}`}>
            An activation code unlocks Lantern subjects for your child, with every worksheet and no hearts to
            count. {user ? null : 'Log in as the parent next, then choose which child it is for.'}
          </p>
        </div>
        {user && !canRedeem ? (
          <Alert status="info" title="Codes are used from a parent's account">
            Log out, then log in as the child's parent to use this code.
          </Alert>
        ) : (
          <>
            <CodeForm initialCode={initial} submitLabel={user ? 'Check code' : 'Continue'} onSubmit={go} />
            {user ? null : (
              <p className={css({ color: 'fg.muted' })}>
                New to Lantern?{' '}
                <TextLink to="/academy/signup" search={initial ? { activation_code: initial } : {}}>
                  Create a parent account
                </TextLink>{' '}
                and your code comes with you.
              </p>
            )}
          </>
        )}
      </div>
    </div>
  )
}
