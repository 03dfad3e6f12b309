import { describe, expect, it } from 'vitest'
import { splitIntoChunks } from './chunks'
import { bigrams, hasCjk, searchTextOf } from './cjk'

describe('Chinese text made searchable', () => {
  it('splits a run of characters into overlapping pairs', () => {
    expect(bigrams('中文学习')).toEqual(['中文', '文学', '学习'])
    expect(bigrams('我')).toEqual(['我'])
  })

  it('pairs every run in a mixed sentence and leaves other words alone', () => {
    expect(searchTextOf('常用量词 (Measure words): 一本书')).toBe('常用 用量 量词 (Measure words): 一本 本书')
    expect(searchTextOf('What is evaporation?')).toBe('What is evaporation?')
    expect(hasCjk('量词')).toBe(true)
    expect(hasCjk('measure words')).toBe(false)
  })
})

describe('a long text cut into chunks', () => {
  it('keeps paragraphs whole and together up to the size', () => {
    const text = ['First paragraph.', 'Second one.', 'Third.'].join('\n\n')
    expect(splitIntoChunks(text, 800)).toEqual([text])
    expect(splitIntoChunks(text, 30)).toEqual(['First paragraph.\n\nSecond one.', 'Third.'])
  })

  it('cuts a paragraph longer than the size at sentence ends, never past the size', () => {
    const long = Array.from({ length: 40 }, (_, i) => `Sentence number ${i} is here.`).join(' ')
    const chunks = splitIntoChunks(long, 200)
    expect(chunks.length).toBeGreaterThan(5)
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(200)
    expect(chunks.join(' ')).toBe(long)
  })
})
