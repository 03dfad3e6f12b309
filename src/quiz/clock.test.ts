import { describe, expect, it } from 'vitest'
import { durationWords, secondsLeft } from './clock'

const received = Date.parse('2026-11-25T08:00:00Z')

describe('secondsLeft', () => {
  it('is the whole limit before the clock starts, and nothing without a limit', () => {
    expect(secondsLeft({ started_at: null, server_time: null, time_limit: 10 }, received, received)).toBe(600)
    expect(
      secondsLeft({ started_at: null, server_time: null, time_limit: null }, received, received),
    ).toBeNull()
  })

  it("counts from the server's start on the server's clock, whatever this device's clock says", () => {
    // The server started 2 minutes before it answered; this device's clock is 3 hours wrong.
    const clock = {
      started_at: '2026-11-25T05:00:00Z',
      server_time: '2026-11-25T05:02:00Z',
      time_limit: 10,
    }
    expect(secondsLeft(clock, received, received)).toBe(480)
    expect(secondsLeft(clock, received, received + 30_000)).toBe(450)
  })

  it('never goes below zero', () => {
    const clock = { started_at: '2026-11-25T07:00:00Z', server_time: '2026-11-25T08:00:00Z', time_limit: 10 }
    expect(secondsLeft(clock, received, received)).toBe(0)
  })
})

describe('durationWords', () => {
  it('says minutes and hours as a child reads them', () => {
    expect(durationWords(1)).toBe('1 minute')
    expect(durationWords(15)).toBe('15 minutes')
    expect(durationWords(60)).toBe('1 hour')
    expect(durationWords(90)).toBe('1 hour 30 minutes')
  })
})
