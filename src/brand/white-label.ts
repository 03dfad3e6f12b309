import { createActor, fromPromise } from 'xstate'
import type { WhiteLabel } from '../../contracts/auth'
import { whiteLabelMachine } from '../../machines/whiteLabel.machine'
import { client } from '../api/client'
import { apiErrorFrom } from '../api/errors'
import { observe } from '../devtools/observe'
import { applyWhiteLabel } from './site'

export async function fetchWhiteLabel(domain: string): Promise<WhiteLabel | null> {
  const response = await client.auth.getWhiteLabel({ body: { domain } })
  if (response.status === 200) return response.body
  if (response.status === 404) return null
  throw apiErrorFrom(response)
}

export function startWhiteLabel(domain: string) {
  const machine = whiteLabelMachine.provide({
    actors: { fetchWhiteLabel: fromPromise(({ input }) => fetchWhiteLabel(input.domain)) },
  })
  const actor = createActor(machine, { input: { domain }, inspect: observe })
  actor.subscribe((snapshot) => {
    if (snapshot.matches('applied') && snapshot.context.whiteLabel)
      applyWhiteLabel(snapshot.context.whiteLabel)
  })
  actor.start()
  return actor
}
