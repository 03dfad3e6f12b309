// @vitest-environment happy-dom
import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { MathText } from './MathText'

describe('MathText', () => {
  it('typesets fractions and powers as MathML in the MathML namespace, and keeps the rest as text', () => {
    const { container } = render(<MathText text="Find 2 1/3 × 10^2 <b>now</b>" />)
    const maths = container.querySelectorAll('math')
    expect(maths).toHaveLength(2)
    expect(maths[0].namespaceURI).toBe('http://www.w3.org/1998/Math/MathML')
    expect(maths[0].querySelector('mfrac')?.textContent).toBe('13')
    expect(maths[0].textContent).toBe('213')
    expect(maths[1].querySelector('msup')?.textContent).toBe('102')
    // What a question writes stays text: no element is made from it.
    expect(container.querySelector('b')).toBeNull()
    expect(container.textContent).toContain('<b>now</b>')
  })
})
