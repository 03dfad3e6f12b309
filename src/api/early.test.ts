import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { SessionUser } from '../../contracts/common'

const ORIGIN = 'http://lantern.test'
const user = { id: 7, access_token: 'token-ava', user_role_id: 3 } as SessionUser

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

let fetchMock: ReturnType<typeof vi.fn>
let replies: Record<string, () => Response>

beforeEach(() => {
  vi.resetModules()
  replies = {}
  fetchMock = vi.fn(async (url: string) => (replies[new URL(url).pathname] ?? (() => json({})))())
  vi.stubGlobal('location', new URL(`${ORIGIN}/`))
  vi.stubGlobal('fetch', fetchMock)
})
afterEach(() => vi.unstubAllGlobals())

const asked = () => fetchMock.mock.calls.map(([url]) => new URL(url as string).pathname)
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('early page data (ADR 0068)', () => {
  it('asks for the library page’s data with the signed-in user’s token', async () => {
    const { startPageData } = await import('./early')
    startPageData('/student/library', user)
    expect(asked().sort()).toEqual(
      [
        '/api/v1/courses/user',
        '/api/v1/quiz',
        '/api/v1/users/information',
        '/api/v1/users/streaks',
        '/api/v1/users/xp',
      ].sort(),
    )
    for (const [, init] of fetchMock.mock.calls) {
      expect((init as RequestInit).headers).toEqual({ authorization: 'Bearer token-ava' })
    }
  })

  it('asks for nothing when nobody is signed in, or on a page it does not know', async () => {
    const { startPageData } = await import('./early')
    startPageData('/student/library', null)
    startPageData('/student/dashboard', user)
    startPageData('/welcome', user)
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('asks for a worksheet, then each of its passages once as soon as the worksheet arrives', async () => {
    replies['/api/v1/quiz/25'] = () =>
      json({
        id: 25,
        questions: [{ passage_id: 8 }, { passage_id: 8 }, { passage_id: null }, { passage_id: 9 }],
      })
    const { startPageData } = await import('./early')
    startPageData('/student/quiz/25', user)
    await settle()
    await settle()
    expect(asked().sort()).toEqual(
      [
        '/api/v1/questions/passages/8',
        '/api/v1/questions/passages/9',
        '/api/v1/quiz/25',
        '/api/v1/users/information',
      ].sort(),
    )
  })

  it('hands a reply out once, and only to the same user', async () => {
    const { claimEarly, startPageData } = await import('./early')
    startPageData('/student/library', user)
    expect(claimEarly(`${ORIGIN}/api/v1/quiz`, 'someone-else')).toBeNull()
    // Claimed (and refused) above: a later ask by the right user goes to the server afresh.
    expect(claimEarly(`${ORIGIN}/api/v1/quiz`, 'token-ava')).toBeNull()
    const xp = claimEarly(`${ORIGIN}/api/v1/users/xp`, 'token-ava')
    expect(xp).not.toBeNull()
    expect(claimEarly(`${ORIGIN}/api/v1/users/xp`, 'token-ava')).toBeNull()
  })

  it('lets the API client use the early reply instead of asking the server again', async () => {
    replies['/api/v1/users/xp'] = () => json({ xp: 120 })
    const { setSessionUser } = await import('../auth/session')
    setSessionUser(user)
    const { startPageData } = await import('./early')
    startPageData('/student/library', user)
    const { client } = await import('./client')
    const reply = await client.progress.getXp()
    expect(reply).toMatchObject({ status: 200, body: { xp: 120 } })
    expect(asked().filter((path) => path === '/api/v1/users/xp')).toHaveLength(1)
    // A second read is a fresh request.
    await client.progress.getXp()
    expect(asked().filter((path) => path === '/api/v1/users/xp')).toHaveLength(2)
  })
})
