import type { Config } from '../config'
import type { Db } from '../db/client'
import type { PaymentProviderName } from '../db/schema'
import { createLocalProvider } from './local'
import type { PaymentProvider } from './provider'
import { createStripeClient, createStripeProvider } from './stripe'

type PaymentsDeps = { config: Pick<Config, 'environment' | 'payments'>; db: Db }

/**
 * The provider new checkouts use: Stripe when STRIPE_SECRET_KEY is set, else the built-in local checkout.
 * In production without a key the local one still manages what exists, but refuses new checkouts (501).
 */
export function createPaymentProvider(deps: PaymentsDeps): PaymentProvider {
  return paymentProviderFor(deps.config.payments.stripeSecretKey ? 'stripe' : 'local', deps)
}

/** The provider that owns an existing subscription or checkout (its `provider` column). */
export function paymentProviderFor(name: PaymentProviderName, { config, db }: PaymentsDeps): PaymentProvider {
  if (name === 'stripe') {
    if (!config.payments.stripeSecretKey) throw new Error('A Stripe subscription needs STRIPE_SECRET_KEY')
    return createStripeProvider(createStripeClient(config.payments))
  }
  return createLocalProvider(db, { checkoutEnabled: config.environment !== 'production' })
}

export type {
  ChangePreview,
  CheckoutSessionInput,
  ItemChange,
  PaymentProvider,
  PriceRef,
  ProviderSubscription,
} from './provider'
