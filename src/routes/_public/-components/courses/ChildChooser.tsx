import type { Child } from '../../../../../contracts/children'
import type { CartChild } from '../../../../../machines/cart.machine'
import { css } from '../../../../../styled-system/css'
import { cartActor } from '../../../../commerce/cartActor'
import { ButtonLink } from '../../../../ui/Button'
import { childOf } from './useShopper'

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  px: '4',
  minHeight: '11',
  borderRadius: 'full',
  borderWidth: '2px',
  borderColor: 'border.control',
  bg: 'bg.surface',
  fontWeight: '650',
  cursor: 'pointer',
  '&[aria-pressed=true]': { borderColor: 'brand.solid', bg: 'brand.solid', color: 'brand.contrast' },
})

/** A parent picks the child they are buying for; the catalogue then shows that child's level. */
export function ChildChooser({ kids, selected }: { kids: Child[]; selected: CartChild | null }) {
  if (kids.length === 0)
    return (
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center' })}>
        <p>Add your child first, then choose their subjects.</p>
        <ButtonLink to="/academy/create-child-account" size="sm">
          Add a child
        </ButtonLink>
      </div>
    )
  return (
    <fieldset
      className={css({
        display: 'flex',
        flexWrap: 'wrap',
        gap: '2',
        alignItems: 'center',
        border: 'none',
        p: '0',
        m: '0',
      })}
    >
      <legend className={css({ fontWeight: '700', me: '2', float: 'left' })}>Shopping for</legend>
      {kids.map((kid) => (
        <button
          key={kid.id}
          type="button"
          className={chip}
          aria-pressed={selected?.id === kid.id}
          onClick={() => cartActor.send({ type: 'cart.selectChild', child: childOf(kid) })}
        >
          {kid.first_name}
        </button>
      ))}
    </fieldset>
  )
}
