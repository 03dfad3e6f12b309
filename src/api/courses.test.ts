// @vitest-environment happy-dom
import { QueryClient } from '@tanstack/react-query'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { startMockServer } from '../test/server'
import { contentQueryOptions, courseSharersQueryOptions, isCourseLocked } from './courses'

const server = startMockServer()

describe('course queries', () => {
  it('leave the sharing courses empty when they fail to load (calls.md error table)', async () => {
    server.use(http.get('*/api/v1/courses/5/sharer', () => HttpResponse.json({}, { status: 500 })))
    expect(await new QueryClient().fetchQuery(courseSharersQueryOptions(5))).toEqual([])
  })

  it('tell a locked course (403 course_locked) from other refusals', async () => {
    server.use(
      http.get('*/api/v1/content/1', () =>
        HttpResponse.json(
          { message: "P5 Maths isn't unlocked yet.", code: 'course_locked' },
          { status: 403 },
        ),
      ),
      http.get('*/api/v1/content/2', () =>
        HttpResponse.json({ message: 'Only students and staff.', code: 'forbidden' }, { status: 403 }),
      ),
    )
    const client = new QueryClient()
    const locked = await client.fetchQuery(contentQueryOptions(1)).catch((error: unknown) => error)
    const other = await client.fetchQuery(contentQueryOptions(2)).catch((error: unknown) => error)
    expect(isCourseLocked(locked)).toBe(true)
    expect(isCourseLocked(other)).toBe(false)
  })
})
