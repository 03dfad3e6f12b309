import Fastify from 'fastify'
import { describe, expect, it } from 'vitest'
import { parseSse } from '../../tests/sse'
import { openEventStream } from './sse'

describe('an event stream', () => {
  it('sends the events of one turn of the event loop in one write, in order, and the rest when it ends', async () => {
    const app = Fastify()
    const writes: string[] = []
    app.get('/events', async (_request, reply) => {
      const raw = reply.raw
      const write = raw.write.bind(raw) as (chunk: string) => boolean
      raw.write = ((chunk: string) => {
        writes.push(String(chunk))
        return write(chunk)
      }) as typeof raw.write
      const stream = openEventStream(reply, 60_000)
      stream.send('evaluations', { n: 1 })
      stream.send('explanation', { delta: 'Half ' })
      stream.send('explanation', { delta: 'of 20 is 10.' })
      await new Promise((resolve) => setImmediate(resolve))
      await new Promise((resolve) => setImmediate(resolve))
      stream.send('grading_completed', { marks: 1 })
      stream.end()
      stream.send('after', { dropped: true })
    })
    const res = await app.inject({ method: 'GET', url: '/events' })
    expect(writes).toHaveLength(2)
    expect(parseSse(writes[0]).map((e: { event: string }) => e.event)).toEqual([
      'evaluations',
      'explanation',
      'explanation',
    ])
    expect(parseSse(res.body)).toEqual([
      { event: 'evaluations', data: { n: 1 } },
      { event: 'explanation', data: { delta: 'Half ' } },
      { event: 'explanation', data: { delta: 'of 20 is 10.' } },
      { event: 'grading_completed', data: { marks: 1 } },
    ])
    await app.close()
  })

  it('sends no heartbeat after the final event while the request tidies up', async () => {
    const app = Fastify()
    app.get('/events', async (_request, reply) => {
      const stream = openEventStream(reply, 5)
      await new Promise((resolve) => setTimeout(resolve, 20))
      stream.send('grading_completed', { marks: 1 })
      stream.stopHeartbeat()
      // What a release of a lease or lock costs, several heartbeats long.
      await new Promise((resolve) => setTimeout(resolve, 40))
      stream.end()
    })
    const res = await app.inject({ method: 'GET', url: '/events' })
    const events = parseSse(res.body)
    expect(events.filter((e: { event: string }) => e.event === 'heartbeat').length).toBeGreaterThan(0)
    expect(events.at(-1)).toEqual({ event: 'grading_completed', data: { marks: 1 } })
    await app.close()
  })
})
