import type { RewardChange, RewardItem } from '../../../../../../machines/rewardsAdmin.machine'
import { ConfirmDialog } from '../../../../../ui/ConfirmDialog'

type Props = {
  item: RewardItem
  change: RewardChange
  pending: boolean
  error: string | null
  onConfirm: () => void
  onClose: () => void
}

const WHAT = { badge: 'badge', collectible: 'sticker', theme: 'theme' } as const
const children = (n: number) => (n === 1 ? '1 child has' : `${n} children have`)

/** Asks before a delete or retire, saying plainly what happens to the children who already earned it. */
export function ChangeDialog({ item, change, pending, error, onConfirm, onClose }: Props) {
  const what = WHAT[item.kind]
  const earned = item.earned ?? 0
  const words = {
    delete: {
      title: `Delete the ${what} “${item.name}”?`,
      body:
        item.kind === 'theme'
          ? `No child has collected a sticker from it yet, so nobody loses anything. The theme and its stickers are gone for good; this cannot be undone.`
          : `No child has earned it yet, so nobody loses anything. It is gone for good; this cannot be undone. If you may want it again, retire it instead.`,
      confirm: `Delete ${what}`,
      busy: 'Deleting…',
    },
    retire: {
      title: `Retire the ${what} “${item.name}”?`,
      body:
        earned > 0
          ? `${children(earned)} earned it. They keep it and still see it${item.kind === 'badge' ? ' with their badges' : ' in their sticker book'}. Other children will no longer see it or be able to earn it. You can put it back later.`
          : 'Nobody has earned it yet. Children will no longer see it or be able to earn it. You can put it back later.',
      confirm: `Retire ${what}`,
      busy: 'Retiring…',
    },
    restore: {
      title: `Put the ${what} “${item.name}” back?`,
      body: 'Every child will see it again and can earn it. Children who have already done what it asks earn it the next time they finish a worksheet.',
      confirm: `Put ${what} back`,
      busy: 'Putting it back…',
    },
  }[change]
  return (
    <ConfirmDialog
      open
      title={words.title}
      confirmLabel={words.confirm}
      busyLabel={words.busy}
      danger={change === 'delete'}
      pending={pending}
      error={error ? new Error(error) : null}
      cancelLabel="Cancel"
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>{words.body}</p>
    </ConfirmDialog>
  )
}
