import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { USER_ROLE } from '../../contracts/constants'
import { sessionUser } from '../test/fixtures'
import { navFor } from './nav'

const ROUTES = join(import.meta.dirname, '../routes')

/** The addresses of the pages that still render the ComingSoon placeholder, read from the route files. */
function placeholderPaths(): Set<string> {
  const files = readdirSync(ROUTES, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.tsx') && !file.includes('-components'),
  )
  const paths = new Set<string>()
  for (const file of files) {
    const source = readFileSync(join(ROUTES, file), 'utf8')
    const id = source.match(/createFileRoute\('([^']+)'\)/)?.[1]
    if (!id || !source.includes('<ComingSoon')) continue
    const path = id
      .split('/')
      .filter((segment) => !segment.startsWith('_'))
      .join('/')
      .replace(/\/$/, '')
    paths.add(path || '/')
  }
  return paths
}

describe('navFor', () => {
  const placeholders = placeholderPaths()

  it('finds the placeholder pages it checks against', () => {
    expect(placeholders).toContain('/student/v2/psle-hub')
    expect(placeholders).toContain('/student/v2/practice/topic-booster')
  })

  it('leads a Lite student only to pages that work, the library among them', () => {
    const lite = navFor(sessionUser({ user_role_id: USER_ROLE.STUDENT, is_free_tier: true }))
    const targets = lite.map((item) => String(item.to))
    expect(targets).toContain('/student/library')
    expect(targets).toContain('/student/v2/chat')
    for (const target of targets) expect(placeholders, target).not.toContain(target)
  })

  it('keeps the teacher menu the desktop e2e journeys click', () => {
    const labels = navFor(sessionUser({ user_role_id: USER_ROLE.TEACHER, teacher_role_id: 3 })).map(
      (item) => item.label,
    )
    expect(labels).toEqual(expect.arrayContaining(['Students', 'Assignments', 'To mark', 'Lessons']))
  })
})
