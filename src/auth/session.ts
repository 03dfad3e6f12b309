import { useSyncExternalStore } from 'react'
import type { SessionUser } from '../../contracts/common'

// A dependency-free mirror of the signed-in user. Route guards and the first page read it synchronously,
// so XState, zod and the API client stay out of the entry chunk; the auth actor writes to it.

export const USER_STORAGE_KEY = 'user'

type Listener = () => void
const listeners = new Set<Listener>()

function isSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false
  const user = value as Record<string, unknown>
  return (
    typeof user.id === 'number' &&
    typeof user.access_token === 'string' &&
    typeof user.user_role_id === 'number'
  )
}

function isExpired(user: SessionUser): boolean {
  const expiresAt = Date.parse(user.expires_at)
  return Number.isFinite(expiresAt) && expiresAt <= Date.now()
}

export function readStoredUser(storage: Storage = localStorage): SessionUser | null {
  try {
    const raw = storage.getItem(USER_STORAGE_KEY)
    const parsed: unknown = raw ? JSON.parse(raw) : null
    return isSessionUser(parsed) ? parsed : null
  } catch {
    return null
  }
}

let current: SessionUser | null = typeof localStorage === 'undefined' ? null : readStoredUser()

/** The signed-in user, or null when nobody is signed in or the stored session has expired. */
export function getSessionUser(): SessionUser | null {
  if (current && isExpired(current)) return null
  return current
}

export function setSessionUser(user: SessionUser | null): void {
  if (user === current) return
  current = user
  for (const listener of listeners) listener()
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(subscribeSession, getSessionUser, () => null)
}

const unauthorizedListeners = new Set<Listener>()

/** The API client reports every 401 here; main.tsx decides what the app does about it. */
export function onUnauthorized(listener: Listener): () => void {
  unauthorizedListeners.add(listener)
  return () => unauthorizedListeners.delete(listener)
}
export function notifyUnauthorized(): void {
  for (const listener of unauthorizedListeners) listener()
}
