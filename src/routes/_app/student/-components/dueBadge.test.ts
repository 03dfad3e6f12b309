import { describe, expect, it } from 'vitest'
import { dueBadgeOf } from './dueBadge'

// Due on Wed 25 Nov 2026: the end of that day in Singapore.
const due = '2026-11-25T15:59:59.999Z'
const at = (iso: string) => new Date(iso)
const open = { due_date: due, status: 'not_started' as const, completed_at: null }

describe('the due badge a child sees', () => {
  it('says nothing for work with no due day', () => {
    expect(dueBadgeOf({ ...open, due_date: null }, at('2026-11-25T02:00:00Z'))).toBeNull()
  })

  it('names the day when it is further off', () => {
    expect(dueBadgeOf(open, at('2026-11-20T02:00:00Z'))?.label).toBe('Due Wed 25 Nov')
  })

  it('says "Due tomorrow" the day before, by the school’s clock', () => {
    expect(dueBadgeOf(open, at('2026-11-24T02:00:00Z'))?.kind).toBe('due-tomorrow')
    // 23:30 on the 23rd in UTC is already the 24th in Singapore.
    expect(dueBadgeOf(open, at('2026-11-23T17:30:00Z'))?.label).toBe('Due tomorrow')
    expect(dueBadgeOf(open, at('2026-11-23T15:00:00Z'))?.kind).toBe('due-later')
  })

  it('says "Due today" until the end of the due day', () => {
    expect(dueBadgeOf(open, at('2026-11-24T16:00:00Z'))?.label).toBe('Due today')
    expect(dueBadgeOf({ ...open, status: 'in_progress' }, at('2026-11-25T15:59:00Z'))?.label).toBe(
      'Due today',
    )
  })

  it('says "Late" once the due day has ended and it is not handed in', () => {
    expect(dueBadgeOf(open, at('2026-11-25T16:00:00Z'))).toEqual({ kind: 'late', label: 'Late' })
    expect(dueBadgeOf({ ...open, status: 'in_progress' }, at('2026-12-01T00:00:00Z'))?.kind).toBe('late')
  })

  it('says "Handed in late" for work handed in after the due day, and nothing when on time', () => {
    const done = { due_date: due, status: 'completed' as const }
    const later = at('2026-12-01T00:00:00Z')
    expect(dueBadgeOf({ ...done, completed_at: '2026-11-26T01:00:00Z' }, later)?.label).toBe('Handed in late')
    expect(dueBadgeOf({ ...done, completed_at: '2026-11-25T10:00:00Z' }, later)).toBeNull()
    expect(dueBadgeOf({ ...done, completed_at: null }, later)).toBeNull()
  })
})
