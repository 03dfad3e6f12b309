import { parseArgs } from 'node:util'
import { loadConfig } from '../server/config'
import { openConfiguredDatabase } from '../server/db/client'
import { paymentProviderFor } from '../server/payments/index'
import { formatReport, reconcile } from '../server/payments/reconcile'

const USAGE = `npm run payments:reconcile [-- --fix]
    Compares our copy of each Stripe subscription (live, or ended in the last 35 days) with Stripe's and prints
    every difference; --fix repairs them as a webhook would have. Also marks checkouts open for over a day as
    expired. Needs STRIPE_SECRET_KEY for the comparison; without it only the checkouts are expired.`

const { values } = parseArgs({ options: { fix: { type: 'boolean' }, help: { type: 'boolean', short: 'h' } } })
if (values.help) {
  console.log(USAGE)
} else {
  const config = loadConfig()
  const database = await openConfiguredDatabase(config)
  try {
    await database.migrate()
    const provider = config.payments.stripeSecretKey
      ? paymentProviderFor('stripe', { config, db: database.db })
      : null
    if (!provider) console.log('No STRIPE_SECRET_KEY: only expiring old checkouts.')
    const report = await reconcile(database.db, provider, { fix: values.fix })
    console.log(formatReport(report, Boolean(values.fix)))
    if (report.drift.length && !values.fix) process.exitCode = 2
  } finally {
    await database.close()
  }
}
