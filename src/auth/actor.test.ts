// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { clearClientState } from './actor'

describe('signing out clears what this tab kept for the person', () => {
  it('removes the chat and the coach’s keys (fired triggers, a viewed practice), and keeps the rest', () => {
    sessionStorage.setItem('coach.firedTriggers', '[1,7]')
    sessionStorage.setItem('coach.practiceViewedOn', '2026-11-24')
    sessionStorage.setItem('lantern.chat.draft', 'hello')
    sessionStorage.setItem('branding', 'starlight')
    localStorage.setItem('cart', '{}')
    clearClientState()
    expect(Object.keys(sessionStorage)).toEqual(['branding'])
    expect(localStorage.getItem('cart')).toBeNull()
  })
})
