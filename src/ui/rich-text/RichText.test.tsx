// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { parseBlocks, parseInline } from './parse'
import { RichText } from './RichText'

describe('rich text of the coach', () => {
  afterEach(cleanup)
  it('reads paragraphs, lists, bold, code and maths, and leaves money alone', () => {
    expect(parseBlocks('Step one:\n\n1. Find 1%\n2. Multiply by 100')).toEqual([
      { kind: 'paragraph', children: [{ kind: 'text', text: 'Step one:' }] },
      {
        kind: 'list',
        ordered: true,
        items: [[{ kind: 'text', text: 'Find 1%' }], [{ kind: 'text', text: 'Multiply by 100' }]],
      },
    ])
    expect(parseInline('**Half** of $\\frac{1}{2}$ is `x`')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'Half' }] },
      { kind: 'text', text: ' of ' },
      { kind: 'math', tex: '\\frac{1}{2}' },
      { kind: 'text', text: ' is ' },
      { kind: 'code', text: 'x' },
    ])
    // "$24 and $30" is money, not a formula.
    expect(parseInline('It costs $24 and $30')).toEqual([{ kind: 'text', text: 'It costs $24 and $30' }])
  })

  it('draws a fraction as MathML', async () => {
    const { container } = render(<RichText text={'A half is $\\frac{1}{2}$.'} />)
    await waitFor(() => expect(container.querySelector('math mfrac')).not.toBeNull())
  })

  it('never lets a reply carry markup: HTML stays text, and hostile maths is inert', async () => {
    const hostile = [
      '<img src=x onerror="window.hacked=1"> <script>window.hacked=1</script>',
      '$\\href{javascript:alert(1)}{click}$ and $\\url{javascript:alert(1)}$',
      '$$\\htmlClass{x}{y}$$',
    ].join('\n\n')
    const { container } = render(<RichText text={hostile} />)
    expect(screen.getByText(/<img src=x onerror/)).toBeTruthy()
    await waitFor(() => expect(container.querySelectorAll('math').length).toBeGreaterThan(0))
    expect(container.querySelector('img, script, a, [onerror]')).toBeNull()
    // The formula's own source may be kept as an annotation (text); no element may point anywhere.
    expect(container.querySelectorAll('[href], [src], [onclick]')).toHaveLength(0)
  })
})
