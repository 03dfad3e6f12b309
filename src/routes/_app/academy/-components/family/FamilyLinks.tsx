import { Link } from '@tanstack/react-router'
import { Gift, LifeBuoy, TicketCheck, UserPlus } from 'lucide-react'
import type { ReactNode } from 'react'
import { css } from '../../../../../../styled-system/css'

const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' },
})
const gridOfThree = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' },
})
const tile = css({
  display: 'flex',
  gap: '3',
  alignItems: 'flex-start',
  p: '4',
  borderRadius: 'card',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  textDecoration: 'none',
  color: 'fg.default',
  height: '100%',
  _hover: { borderColor: 'border.control', '& strong': { textDecoration: 'underline' } },
  '& svg': { flexShrink: 0, color: 'brand.solid' },
})

function Tile({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
      {icon}
      <span>
        <strong className={css({ display: 'block' })}>{title}</strong>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text}</span>
      </span>
    </>
  )
}

/** The parent's other tasks: add a child, redeem a code, refer a friend, get help. */
export function FamilyLinks({ hasChildren }: { hasChildren: boolean }) {
  return (
    <nav aria-label="More for your family">
      <ul className={hasChildren ? grid : gridOfThree}>
        {hasChildren ? (
          <li>
            <Link to="/academy/create-child-account" className={tile}>
              <Tile
                icon={<UserPlus aria-hidden="true" />}
                title="Add a child"
                text="Make a Lantern account for another child."
              />
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/academy/product-redemption" className={tile}>
            <Tile
              icon={<TicketCheck aria-hidden="true" />}
              title="Redeem a code"
              text="Unlock subjects with a code from a school or a gift."
            />
          </Link>
        </li>
        <li>
          <Link to="/academy/referral" className={tile}>
            <Tile
              icon={<Gift aria-hidden="true" />}
              title="Refer a friend"
              text="Share Lantern with another family you know."
            />
          </Link>
        </li>
        <li>
          <Link to="/support" className={tile}>
            <Tile
              icon={<LifeBuoy aria-hidden="true" />}
              title="Contact us"
              text="Questions about a subject, your plan or a bill? Write to us."
            />
          </Link>
        </li>
      </ul>
    </nav>
  )
}
