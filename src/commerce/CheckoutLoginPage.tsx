import { selectItemCount } from '../../machines/cart.machine'
import { css } from '../../styled-system/css'
import { PasswordLoginForm } from '../routes/_auth/-components/login/PasswordLoginForm'
import { AuthCard } from '../routes/-components/AuthCard'
import { Alert } from '../ui/Alert'
import { TextLink } from '../ui/TextLink'
import { useCart } from './cartActor'

const SELECT_CHILD = '/academy/checkout/select-child'

/** Spec: checkout/login. A visitor with a cart signs in, then comes back to choose the child (`redirect`). */
export function CheckoutLoginPage() {
  const count = useCart(selectItemCount)
  return (
    <div className={css({ maxWidth: '30rem', mx: 'auto', px: '4', py: { base: '8', md: '14' } })}>
      <AuthCard
        title="Log in to check out"
        description="Log in with your parent account. Next, you choose which child the subjects are for."
        footer={
          <>
            <p>
              New to Lantern? <TextLink to="/academy/signup">Create a parent account</TextLink> (your cart is
              kept).
            </p>
            <p>
              Buying for yourself as a student?{' '}
              <TextLink to="/login" search={{ redirect: SELECT_CHILD }}>
                Log in with your username
              </TextLink>
            </p>
          </>
        }
      >
        {count > 0 ? (
          <Alert status="info">
            Your cart is saved: {count} {count === 1 ? 'subject' : 'subjects'}. Nothing is charged until you
            pay.
          </Alert>
        ) : null}
        <PasswordLoginForm kind="email" />
      </AuthCard>
    </div>
  )
}
