import { useSelector } from '@xstate/react'
import { Sparkles, X } from 'lucide-react'
import { dataState } from '../../machines/dataState'
import { css } from '../../styled-system/css'
import { type EncouragementActor, useEncouragement } from './AttemptCoach'

const bubble = css({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '3',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderLeftWidth: '4px',
  borderLeftColor: 'brand.solid',
  borderRadius: 'card',
  px: '4',
  py: '3',
  boxShadow: 'sm',
  maxWidth: '36rem',
  '& > svg': { flexShrink: 0, width: '5', height: '5', color: 'brand.accent', mt: '0.5' },
})
const close = css({
  flexShrink: 0,
  ml: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '8',
  height: '8',
  mt: '-1',
  mr: '-2',
  borderRadius: 'full',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
  '& svg': { width: '4', height: '4' },
})

function Bubble({ actor }: { actor: EncouragementActor }) {
  const state = useSelector(actor, (s) => dataState(s.value))
  const message = useSelector(actor, (s) =>
    s.matches({ practising: { bubble: 'showing' } }) ? s.context.message : null,
  )
  return (
    <div data-flow="encouragement" data-state={state}>
      {/* The live region stays in the page, so the message is announced when it arrives. */}
      <div role="status" aria-label="Your coach">
        {message ? (
          <p className={bubble}>
            <Sparkles aria-hidden="true" />
            <span>
              <strong className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted' })}>
                Your coach
              </strong>
              {message}
            </span>
            <button
              type="button"
              className={close}
              aria-label="Close the coach’s message"
              onClick={() => actor.send({ type: 'encouragement.dismiss' })}
            >
              <X aria-hidden="true" />
            </button>
          </p>
        ) : null}
      </div>
    </div>
  )
}

/**
 * The coach's encouragement during a practice (plan §8.3, §11): a short message for a few seconds. It sits in
 * the page's flow, below the question and its buttons, so it never covers the question or the answer box, on a
 * phone either; nothing above it moves when it appears.
 */
export function Encouragement() {
  const actor = useEncouragement()
  return actor ? <Bubble actor={actor} /> : null
}
