import type { RewardItem } from '../../../../../../machines/rewardsAdmin.machine'
import { css } from '../../../../../../styled-system/css'
import type { AdminReward } from '../../../../../api/admin-rewards'
import { Button } from '../../../../../ui/Button'
import { table, tableScroller } from '../../../../../ui/data-table'
import { Cell } from '../../../../../ui/TableCell'
import type { Send } from './types'

type Props = {
  rewards: AdminReward[]
  kind: 'badge' | 'collectible'
  themeId?: number
  label: string
  send: Send
}

const picture = css({ width: '12', height: '12', flexShrink: 0 })
const retiredTag = css({
  display: 'inline-block',
  ml: '2',
  px: '2',
  borderRadius: 'full',
  bg: 'bg.subtle',
  color: 'fg.muted',
  fontSize: 'xs',
  fontWeight: '700',
})
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2' })

const earnedBy = (n: number) => (n === 0 ? 'Nobody yet' : n === 1 ? '1 child' : `${n} children`)

/** Badges or a theme's stickers: picture, name, what earns it, who has it, and what can be done with it. */
export function RewardTable({ rewards, kind, themeId, label, send }: Props) {
  const itemOf = (r: AdminReward): RewardItem => ({
    kind,
    id: r.id,
    themeId,
    name: r.name,
    earned: r.earned_count,
  })
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={tableScroller} tabIndex={0} aria-label={label}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">Picture</th>
            <th scope="col">Name</th>
            <th scope="col">What earns it</th>
            <th scope="col">Earned by</th>
            <th scope="col">
              <span className={css({ srOnly: true })}>Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rewards.map((r) => (
            <tr key={r.id} className={r.retired ? css({ '& img': { opacity: 0.5 } }) : undefined}>
              <Cell label="Picture">
                <img src={r.image} alt={r.alt} className={picture} />
              </Cell>
              <Cell label="Name">
                <strong>{r.name}</strong>
                {r.retired ? <span className={retiredTag}>Retired</span> : null}
              </Cell>
              <Cell label="What earns it">{r.how_to_earn}</Cell>
              <Cell label="Earned by">{earnedBy(r.earned_count)}</Cell>
              <Cell label="Actions">
                <div className={actions}>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Edit ${r.name}`}
                    onClick={() => send({ type: 'editor.open', item: itemOf(r) })}
                  >
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`${r.retired ? 'Put back' : 'Retire'} ${r.name}`}
                    onClick={() =>
                      send({ type: 'change.ask', item: itemOf(r), change: r.retired ? 'restore' : 'retire' })
                    }
                  >
                    {r.retired ? 'Put back' : 'Retire'}
                  </Button>
                  {/* Children keep what they earn (ADR 0060): only what nobody has earned can be deleted. */}
                  {r.earned_count === 0 ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Delete ${r.name}`}
                      onClick={() => send({ type: 'change.ask', item: itemOf(r), change: 'delete' })}
                    >
                      Delete
                    </Button>
                  ) : null}
                </div>
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
