import { Link, type LinkProps } from '@tanstack/react-router'
import { Gift, LifeBuoy, type LucideIcon, TicketCheck, UserPlus } from 'lucide-react'
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

type Task = { to: LinkProps['to']; icon: LucideIcon; title: string; text: string }

const ADD_CHILD: Task = {
  to: '/academy/create-child-account',
  icon: UserPlus,
  title: 'Add a child',
  text: 'Make a Lantern account for another child.',
}
const TASKS: Task[] = [
  {
    to: '/academy/product-redemption',
    icon: TicketCheck,
    title: 'Redeem a code',
    text: 'Unlock subjects with a code from a school or a gift.',
  },
  {
    to: '/academy/referral',
    icon: Gift,
    title: 'Refer a friend',
    text: 'Share Lantern with another family you know.',
  },
  {
    to: '/support',
    icon: LifeBuoy,
    title: 'Contact us',
    text: 'Questions about a subject, your plan or a bill? Write to us.',
  },
]

/** The parent's other tasks: add a child (once there is one), redeem a code, refer a friend, get help. */
export function FamilyLinks({ hasChildren }: { hasChildren: boolean }) {
  const tasks = hasChildren ? [ADD_CHILD, ...TASKS] : TASKS
  return (
    <nav aria-label="More for your family">
      <ul className={hasChildren ? grid : gridOfThree}>
        {tasks.map(({ to, icon: Icon, title, text }) => (
          <li key={title}>
            <Link to={to} className={tile}>
              <Icon aria-hidden="true" />
              <span>
                <strong className={css({ display: 'block' })}>{title}</strong>
                <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>{text}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
