import { describe, expect, it } from 'vitest'
import { outOfHeartsMessage, refillTimeWords } from './hearts'

describe('when the next heart comes back, in the child’s own time zone (issue 14 item 8)', () => {
  const now = new Date('2026-11-25T05:16:00Z') // 1:16 pm in Singapore

  it('says the time of day on the child’s clock', () => {
    expect(refillTimeWords(new Date('2026-11-25T05:46:00Z'), now, 'Asia/Singapore')).toBe('at 1:46 pm')
    expect(refillTimeWords(new Date('2026-11-25T05:46:00Z'), now, 'Europe/London')).toBe('at 5:46 am')
  })

  it('says tomorrow when the time is past the child’s midnight', () => {
    const late = new Date('2026-11-25T15:50:00Z') // 11:50 pm in Singapore
    expect(refillTimeWords(new Date('2026-11-25T16:20:00Z'), late, 'Asia/Singapore')).toBe(
      'tomorrow at 12:20 am',
    )
  })

  it('tells what to do, without UTC', () => {
    const message = outOfHeartsMessage('2026-11-25T05:46:00Z', now, 'Asia/Singapore')
    expect(message).toContain('The next one comes back at 1:46 pm.')
    expect(message).toContain('ask a grown-up')
    expect(message).not.toContain('UTC')
  })
})
