import type { CheckedCode, RedeemedCode, RedeemInput } from '../../machines/activation.machine'
import { ACTIVATION_CODE_KEY } from '../auth/activation-code'
import { client } from './client'
import { expectStatus } from './errors'

export { ACTIVATION_CODE_KEY }

/** GET /activation/{code}: what it opens; rejects with the 404/410 ApiError the machine tells apart. */
export async function checkActivationCode({ code }: { code: string }): Promise<CheckedCode> {
  return expectStatus(await client.activation.checkActivationCode({ params: { code } }), 200)
}

/** POST /activation for one of the parent's children. */
export async function redeemActivationCode({ code, childId }: RedeemInput): Promise<RedeemedCode> {
  return expectStatus(
    await client.activation.redeemActivationCode({ body: { code, child_id: childId } }),
    200,
  )
}

export function storedActivationCode(): string | null {
  return typeof localStorage === 'undefined' ? null : localStorage.getItem(ACTIVATION_CODE_KEY)
}

export function forgetActivationCode(): void {
  localStorage.removeItem(ACTIVATION_CODE_KEY)
}
