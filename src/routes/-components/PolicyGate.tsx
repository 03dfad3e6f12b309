import { useMutation } from '@tanstack/react-query'
import type { SessionUser } from '../../../contracts/common'
import { css } from '../../../styled-system/css'
import { client } from '../../api/client'
import { expectStatus, messageOf } from '../../api/errors'
import { authActor } from '../../auth/actor'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import * as Dialog from '../../ui/Dialog'
import { TextLink } from '../../ui/TextLink'

/** A signed-in user who has not agreed to the current terms and privacy policy agrees before going on. */
export function PolicyGate({ user, onSignOut }: { user: SessionUser; onSignOut: () => void }) {
  const agree = useMutation({
    mutationFn: async () => expectStatus(await client.users.agreePolicy(), 200),
    onSuccess: (updated) => authActor.send({ type: 'auth.userUpdated', user: updated }),
  })
  const open = !user.flag.has_agreed_policy

  return (
    <Dialog.Root open={open} closeOnEscape={false} closeOnInteractOutside={false} role="alertdialog">
      <Dialog.Content>
        <Dialog.Title>Before you start</Dialog.Title>
        <Dialog.Description>
          Please read and agree to how Lantern works and how we look after your information.
        </Dialog.Description>
        <Dialog.Body>
          <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
            <li>
              <TextLink to="/terms-condition" target="_blank">
                Terms and conditions (opens in a new tab)
              </TextLink>
            </li>
            <li>
              <TextLink to="/privacy-policy" target="_blank">
                Privacy policy (opens in a new tab)
              </TextLink>
            </li>
          </ul>
          {agree.error ? <Alert status="danger">{messageOf(agree.error)}</Alert> : null}
        </Dialog.Body>
        <Dialog.Footer>
          <Button variant="ghost" onClick={onSignOut}>
            Log out
          </Button>
          <Button onClick={() => agree.mutate()} loading={agree.isPending} loadingText="Saving…">
            I agree
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
