import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { Button } from '../../ui/Button'
import { FractionInput } from './FractionInput'
import { readFraction } from './fraction'
import { TypedInput } from './TypedInput'

type Props = Parameters<typeof TypedInput>[0] & {
  /** A number question about fractions: the fraction boxes are offered beside the plain box. */
  fractionBoxes?: boolean
}

// The child's last choice, for the tab: once she picks the boxes, the next fraction question opens with them.
const KEY = 'quiz.fractionBoxes'
function prefersBoxes(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'yes'
  } catch {
    return false
  }
}
function rememberBoxes(yes: boolean) {
  try {
    sessionStorage.setItem(KEY, yes ? 'yes' : 'no')
  } catch {
    // Without storage each fraction question starts with the plain box.
  }
}

/**
 * A typed answer; on a fraction question the fraction boxes are offered beside the plain box, which comes first
 * until the child picks the boxes (then they come first, unless the saved answer cannot be shown in them: 0.75).
 * Both write the same text.
 */
export function TypedAnswer({ fractionBoxes = false, ...props }: Props) {
  const offered = fractionBoxes && props.kind === 'number'
  const [boxes, setBoxes] = useState(() => offered && prefersBoxes() && readFraction(props.value) !== null)
  const choose = (next: boolean) => {
    setBoxes(next)
    rememberBoxes(next)
  }
  if (!offered) return <TypedInput {...props} />
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <fieldset className={css({ display: 'flex', gap: '2', border: 'none', p: '0', m: '0' })}>
        <legend className={css({ srOnly: true })}>How to write your answer</legend>
        <Button
          size="sm"
          variant={boxes ? 'solid' : 'outline'}
          aria-pressed={boxes}
          onClick={() => choose(true)}
        >
          Fraction boxes
        </Button>
        <Button
          size="sm"
          variant={boxes ? 'outline' : 'solid'}
          aria-pressed={!boxes}
          onClick={() => choose(false)}
        >
          One box
        </Button>
      </fieldset>
      {boxes ? (
        <FractionInput
          label={props.label}
          value={props.value}
          onChange={props.onChange}
          disabled={props.disabled}
          onEnter={props.onEnter}
        />
      ) : (
        <TypedInput {...props} />
      )}
    </div>
  )
}
