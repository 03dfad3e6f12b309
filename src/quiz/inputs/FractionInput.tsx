import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { css, cx } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import { MathText } from '../../ui/maths/MathText'
import { EMPTY_FRACTION, type FractionParts, readFraction, writeFraction } from './fraction'

type Props = {
  label: string
  value: string
  onChange: (value: string) => void
  disabled?: boolean
  onEnter?: () => void
}

type Box = keyof FractionParts
const ORDER: Box[] = ['whole', 'numerator', 'denominator']
const LABELS: Record<Box, string> = {
  whole: 'Whole number (leave empty for a fraction like 3/4)',
  numerator: 'Numerator, the top number',
  denominator: 'Denominator, the bottom number',
}

const box = css({
  width: '4.5rem !important',
  textAlign: 'center',
  fontSize: 'xl !important',
  px: '2 !important',
})
const stack = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '1' })
const bar = css({ width: '5rem', height: '3px', bg: 'fg.default', borderRadius: 'full' })

/**
 * A fraction or mixed number in three boxes (issue 14 item 4): whole, numerator over denominator. Keyboard first:
 * "/" in the top box (or after a number typed in the whole box) moves to the bottom, a space moves from the whole
 * number to the top, Backspace in an empty box goes back one. The value is the text the marker reads ("2 3/4").
 */
export function FractionInput({ label, value, onChange, disabled, onEnter }: Props) {
  const id = useId()
  const [parts, setParts] = useState<FractionParts>(() => readFraction(value) ?? EMPTY_FRACTION)
  const refs = {
    whole: useRef<HTMLInputElement>(null),
    numerator: useRef<HTMLInputElement>(null),
    denominator: useRef<HTMLInputElement>(null),
  }
  const written = writeFraction(parts)

  const update = (next: FractionParts) => {
    setParts(next)
    onChange(writeFraction(next))
  }
  const focus = (name: Box) => refs[name].current?.focus()

  const onKeyDown = (name: Box) => (e: KeyboardEvent<HTMLInputElement>) => {
    const at = ORDER.indexOf(name)
    if (e.key === 'Enter' && onEnter && !e.shiftKey) {
      e.preventDefault()
      onEnter()
    } else if (e.key === '/' && name !== 'denominator') {
      e.preventDefault()
      // "3/" typed in the whole-number box meant a top number of 3.
      if (name === 'whole' && parts.whole && !parts.numerator)
        update({ ...parts, whole: '', numerator: parts.whole })
      focus('denominator')
    } else if (e.key === ' ' && name === 'whole') {
      e.preventDefault()
      focus('numerator')
    } else if (e.key === 'Backspace' && parts[name] === '' && at > 0) {
      e.preventDefault()
      focus(ORDER[at - 1])
    }
  }

  const input = (name: Box) => (
    <input
      ref={refs[name]}
      id={`${id}-${name}`}
      aria-label={LABELS[name]}
      className={cx(field().input, box)}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      value={parts[name]}
      disabled={disabled}
      onChange={(e) => update({ ...parts, [name]: e.target.value.replace(/\D/g, '') })}
      onKeyDown={onKeyDown(name)}
    />
  )

  return (
    <fieldset
      aria-describedby={`${id}-hint`}
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', border: 'none', p: '0', m: '0' })}
    >
      <legend className={css({ fontWeight: '650', mb: '2' })}>{label}</legend>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3' })}>
        {input('whole')}
        <div className={stack}>
          {input('numerator')}
          <span aria-hidden="true" className={bar} />
          {input('denominator')}
        </div>
      </div>
      <p id={`${id}-hint`} className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        Type the top number, then “/” or Tab for the bottom one. For a mixed number like 2 3/4, put 2 in the
        first box.
      </p>
      <p aria-live="polite" className={css({ fontSize: 'md', minHeight: '1.5em' })}>
        {written ? (
          <>
            Your answer: <MathText text={written} />
          </>
        ) : null}
      </p>
    </fieldset>
  )
}
