import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// OWASP password-storage cheat sheet: argon2id, 19 MiB, 2 iterations, 1 lane.
const ARGON2 = {
  algorithm: 2 /* Algorithm.Argon2id: a const enum, unusable under isolatedModules */,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const

export const hashPassword = (password: string) => hash(password, ARGON2)

let dummyHash: Promise<string> | undefined
/** Verifies a password; with no stored hash it still spends the same time, so timing reveals no accounts. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored) {
    dummyHash ??= hashPassword('not-a-real-password')
    await verify(await dummyHash, password).catch(() => false)
    return false
  }
  return verify(stored, password).catch(() => false)
}

/** A random 256-bit bearer or link token, URL-safe. */
export const newToken = () => randomBytes(32).toString('base64url')
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export const newOtpCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')
export const hmac = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value).digest('hex')

export function safeEqualHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}
