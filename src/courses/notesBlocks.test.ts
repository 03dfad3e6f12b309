import { describe, expect, it } from 'vitest'
import { parseBlocks } from './notesBlocks'

describe('the blocks of a page of notes', () => {
  it('reads headings, wrapped paragraphs, numbered steps with bullets, lists and tips', () => {
    const text = [
      '## The idea',
      '',
      'You can only add fractions when',
      'the pieces match.',
      '',
      '1. Find a common multiple.',
      '2. Change each fraction:',
      '- 1/3 = 4/12',
      '- 1/4 = 3/12',
      '',
      '- Did you multiply *both*?',
      '- Simplify: 6/12 becomes',
      '  1/2.',
      '',
      '> Tip: never add the',
      '> denominators.',
    ].join('\n')
    expect(parseBlocks(text)).toEqual([
      { type: 'heading', level: 2, text: 'The idea' },
      { type: 'paragraph', text: 'You can only add fractions when the pieces match.' },
      {
        type: 'list',
        ordered: true,
        items: [
          { text: 'Find a common multiple.', children: [] },
          { text: 'Change each fraction:', children: ['1/3 = 4/12', '1/4 = 3/12'] },
        ],
      },
      {
        type: 'list',
        ordered: false,
        items: [
          { text: 'Did you multiply *both*?', children: [] },
          { text: 'Simplify: 6/12 becomes 1/2.', children: [] },
        ],
      },
      { type: 'quote', text: 'Tip: never add the denominators.' },
    ])
  })
})
