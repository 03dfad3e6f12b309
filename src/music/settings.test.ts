// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  setSoundEffects,
  soundEffectsOn,
  storedMusicPlaying,
  storedTrackIndex,
  storeMusicPlaying,
  storeTrackIndex,
  useSoundEffects,
} from './settings'

describe("the child's sound settings", () => {
  beforeEach(() => localStorage.clear())

  it('have music and sound effects on until the child turns them off', () => {
    expect(storedMusicPlaying()).toBe(true)
    expect(soundEffectsOn()).toBe(true)
    storeMusicPlaying(false)
    setSoundEffects(false)
    expect(storedMusicPlaying()).toBe(false)
    expect(soundEffectsOn()).toBe(false)
  })

  it('keep the track index for each user apart, ignoring anything unreadable', () => {
    storeTrackIndex(5, 3)
    expect(storedTrackIndex(5)).toBe(3)
    expect(storedTrackIndex(6)).toBe(0)
    localStorage.setItem('music.track.6', 'two')
    expect(storedTrackIndex(6)).toBe(0)
  })

  it('tell a component at once when sound effects are switched', () => {
    const { result } = renderHook(() => useSoundEffects())
    expect(result.current).toBe(true)
    act(() => setSoundEffects(false))
    expect(result.current).toBe(false)
    act(() => setSoundEffects(true))
    expect(result.current).toBe(true)
  })
})
