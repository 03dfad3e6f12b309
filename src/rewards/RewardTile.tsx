import { Lock } from 'lucide-react'
import { css, cx } from '../../styled-system/css'

export type Reward = {
  id: number
  name: string
  image: string
  alt: string
  how_to_earn: string
  earned: boolean
  earned_at: string | null
}

const tile = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '2',
  p: '3',
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '2px',
  height: '100%',
})
const picture = css({ width: { base: '20', md: '24' }, height: { base: '20', md: '24' } })
const locked = css({ filter: 'grayscale(1)', opacity: 0.45 })

const earnedOn = (iso: string) =>
  new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })

/** A sticker or badge: in colour with the day it was earned, or greyed with what earns it. */
export function RewardTile({ reward }: { reward: Reward }) {
  return (
    <article
      aria-label={`${reward.name}: ${reward.earned ? 'earned' : 'not earned yet'}`}
      className={cx(tile, css({ borderColor: reward.earned ? 'brand.accent' : 'border.default' }))}
    >
      <div className={css({ position: 'relative' })}>
        <img
          src={reward.image}
          alt={reward.alt}
          width={96}
          height={96}
          className={cx(picture, !reward.earned && locked)}
        />
        {reward.earned ? null : (
          <Lock
            aria-hidden="true"
            className={css({
              position: 'absolute',
              right: '0',
              bottom: '0',
              width: '7',
              height: '7',
              p: '1',
              bg: 'bg.surface',
              borderRadius: 'full',
              borderWidth: '1px',
              borderColor: 'border.control',
            })}
          />
        )}
      </div>
      <h3 className={css({ fontWeight: '800', fontSize: 'md' })}>{reward.name}</h3>
      {reward.earned && reward.earned_at ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>Earned {earnedOn(reward.earned_at)}</p>
      ) : (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          <span className={css({ fontWeight: '700' })}>To earn: </span>
          {reward.how_to_earn}
        </p>
      )}
    </article>
  )
}

export const rewardGrid = css({
  display: 'grid',
  gridTemplateColumns: {
    base: 'repeat(2, minmax(0, 1fr))',
    sm: 'repeat(3, minmax(0, 1fr))',
    lg: 'repeat(4, minmax(0, 1fr))',
  },
  gap: { base: '3', md: '4' },
  listStyle: 'none',
  p: '0',
})

export function RewardGrid({ rewards }: { rewards: Reward[] }) {
  return (
    <ul className={rewardGrid}>
      {rewards.map((r) => (
        <li key={r.id}>
          <RewardTile reward={r} />
        </li>
      ))}
    </ul>
  )
}
