// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ChoiceInput } from './ChoiceInput'
import { TypedAnswer } from './TypedAnswer'

afterEach(() => {
  cleanup()
  sessionStorage.clear()
})

function Answer({ initial = '', fraction = true, onValue = (_: string) => {} }) {
  const [value, setValue] = useState(initial)
  return (
    <TypedAnswer
      kind="number"
      label="Your answer"
      value={value}
      fractionBoxes={fraction}
      onChange={(next) => {
        setValue(next)
        onValue(next)
      }}
    />
  )
}

const box = (name: RegExp) => screen.getByRole('textbox', { name }) as HTMLInputElement
const whole = () => box(/Whole number/)
const top = () => box(/Numerator/)
const bottom = () => box(/Denominator/)
/** A key as the browser sends it: keydown first; a digit the input keeps is then a change. */
function press(key: string) {
  const input = document.activeElement as HTMLInputElement
  const kept = fireEvent.keyDown(input, { key })
  if (kept && key.length === 1 && key !== ' ' && key !== '/')
    fireEvent.change(input, { target: { value: input.value + key } })
}
const type = (keys: string) => [...keys].forEach(press)

describe('the fraction boxes (issue 14 item 4)', () => {
  it('writes a mixed number from the keyboard alone: a space and "/" move on, the value is what the marker reads', () => {
    const onValue = vi.fn()
    render(<Answer onValue={onValue} />)
    // The plain box first; the boxes are offered beside it.
    expect(screen.getByRole('button', { name: 'One box' }).getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Fraction boxes' }))
    expect(screen.getByRole('button', { name: 'Fraction boxes' }).getAttribute('aria-pressed')).toBe('true')
    whole().focus()
    type('2 3/4')
    expect([whole().value, top().value, bottom().value]).toEqual(['2', '3', '4'])
    expect(onValue).toHaveBeenLastCalledWith('2 3/4')
    // Said back, typeset: a screen reader reads the fraction.
    expect(screen.getByText(/Your answer:/).querySelector('mfrac')?.textContent).toBe('34')
  })

  it('takes "3/" typed in the first box as a top number, keeps digits only, and goes back with Backspace', () => {
    const onValue = vi.fn()
    sessionStorage.setItem('quiz.fractionBoxes', 'yes')
    render(<Answer onValue={onValue} />)
    whole().focus()
    type('3/')
    expect(document.activeElement).toBe(bottom())
    fireEvent.change(bottom(), { target: { value: '4x' } })
    expect(onValue).toHaveBeenLastCalledWith('3/4')
    expect([whole().value, top().value, bottom().value]).toEqual(['', '3', '4'])
    fireEvent.change(bottom(), { target: { value: '' } })
    press('Backspace')
    expect(document.activeElement).toBe(top())
    expect(onValue).toHaveBeenLastCalledWith('3/')
  })

  it('remembers the boxes once chosen; shows a saved decimal in the one box until the child switches', () => {
    render(<Answer />)
    fireEvent.click(screen.getByRole('button', { name: 'Fraction boxes' }))
    cleanup()
    render(<Answer initial="1 1/2" />)
    expect([whole().value, top().value, bottom().value]).toEqual(['1', '1', '2'])
    cleanup()
    render(<Answer initial="0.75" />)
    expect(screen.getByRole('button', { name: 'One box' }).getAttribute('aria-pressed')).toBe('true')
    expect(box(/^Your answer$/).value).toBe('0.75')
    fireEvent.click(screen.getByRole('button', { name: 'Fraction boxes' }))
    expect(screen.getByRole('group', { name: 'Your answer' })).toBeTruthy()
  })

  it('offers no boxes on other questions', () => {
    render(<Answer fraction={false} />)
    expect(screen.queryByRole('button', { name: 'Fraction boxes' })).toBeNull()
    expect(box(/^Your answer$/)).toBeTruthy()
  })
})

describe('options typeset like the question (ADR 0058)', () => {
  it('shows fractions in options as MathML', () => {
    const options = [
      { id: 1, text: '3/8', order: 1 },
      { id: 2, text: '2 1/15', order: 2 },
    ]
    render(
      <ChoiceInput
        name="q"
        legend="Choose one answer"
        options={options}
        selectedId={null}
        onChoose={() => {}}
      />,
    )
    const labels = screen.getAllByRole('radio').map((r) => r.closest('label'))
    expect(labels.map((l) => l?.querySelector('mfrac')?.textContent)).toEqual(['38', '115'])
  })
})
