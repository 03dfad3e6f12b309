// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { labelOf, OptionList } from './OptionList'

afterEach(cleanup)
const options = [
  { id: 7, text: 'Steam', order: 2 },
  { id: 5, text: 'Ice', order: 1 },
]

describe('options labelled as the quiz labels them', () => {
  it('numbers them (1), (2) in their order on a numbered question, and letters them otherwise', () => {
    const { rerender } = render(<OptionList options={options} labels="numbers" />)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['(1) Ice', '(2) Steam'])
    rerender(<OptionList options={options} />)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['A. Ice', 'B. Steam'])
  })

  it('names one option by its label, or nothing when it is not one of them', () => {
    expect(labelOf(options, 7, 'numbers')).toBe('(2)')
    expect(labelOf(options, 7, 'letters')).toBe('B')
    expect(labelOf(options, 9, 'numbers')).toBeNull()
  })
})
