import { css } from '../../styled-system/css'
import type { SignInCard } from '../api/teachers'
import { fullName } from './format'
import { PrintButton } from './PrintButton'

const signInAddress = () => `${globalThis.location?.origin ?? ''}/login`

/** One child's card: who, where to sign in, and the username and password, shown once. */
export function SignInCardView({ card }: { card: SignInCard }) {
  return (
    <article aria-label={`Sign-in card for ${fullName(card)}`} className={cardStyle}>
      <p className={css({ fontWeight: '800', fontSize: 'lg', lineHeight: '1.2' })}>{fullName(card)}</p>
      {card.class_name ? (
        <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{card.class_name}</p>
      ) : null}
      <dl className={details}>
        <dt>Username</dt>
        <dd className={mono}>{card.username}</dd>
        <dt>Password</dt>
        <dd className={mono}>{card.password}</dd>
      </dl>
      <p className={css({ fontSize: 'sm', mt: 'auto' })}>
        Go to <strong className={css({ overflowWrap: 'anywhere' })}>{signInAddress()}</strong>, choose{' '}
        <strong>Student</strong>, then type your username and password.
      </p>
    </article>
  )
}

/** The cards on screen, with a button that prints them alone, several to an A4 page. */
export function SignInCards({ cards }: { cards: SignInCard[] }) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        Print or copy these now: the passwords are shown only once. A lost card can be replaced with “Reset
        password”.
      </p>
      <div>
        <PrintButton label={cards.length === 1 ? 'Print the card' : `Print ${cards.length} cards`}>
          <div className={sheet}>
            {cards.map((card) => (
              <SignInCardView key={card.student_id} card={card} />
            ))}
          </div>
        </PrintButton>
      </div>
      <div className={grid}>
        {cards.map((card) => (
          <SignInCardView key={card.student_id} card={card} />
        ))}
      </div>
    </div>
  )
}

const cardStyle = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '4',
  minWidth: 0,
  bg: 'white',
  color: 'black',
  borderWidth: '2px',
  borderStyle: 'dashed',
  borderColor: 'border.control',
  borderRadius: '12px',
  breakInside: 'avoid',
  _print: { height: '62mm', p: '5mm', borderColor: '#666' },
})
const details = css({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: '3',
  alignItems: 'baseline',
  '& dt': { fontSize: 'sm', color: 'fg.muted', _print: { color: '#333' } },
})
const mono = css({ fontFamily: 'mono', fontSize: 'lg', fontWeight: '700', overflowWrap: 'anywhere' })
const grid = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
})
/** Two across and four down: eight cards to an A4 page. */
const sheet = css({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '4mm' })
