import type { RouteEntry } from '../../contracts/index'
import type { FuzzCase, RouteShape } from './cases'
import { hostileFilenames, hostileNumbers, hostileStrings } from './hostile'
import { BOUNDARY, formBody, formHeaders, type Part, SAMPLE_FILES } from './multipart'
import type { Random } from './random'
import { leaves, setAt } from './sample'

// The file fields of the contract's multipart bodies (their types are TypeScript only, so they are listed).
const FILE_FIELDS = [
  'file',
  'files[]',
  'files',
  'audio_file',
  'file[]',
  'curriculum_files[]',
  'source_files[]',
]

/** The sampled fields as the ts-rest client sends them: each value JSON-encoded unless it is text. */
function fieldParts(fields: unknown): Part[] {
  if (!fields || typeof fields !== 'object') return []
  return Object.entries(fields).flatMap(([name, value]) =>
    value === undefined
      ? []
      : (Array.isArray(value) ? value : [value]).map((item) => ({
          name,
          value: typeof item === 'string' ? item : JSON.stringify(item),
        })),
  )
}

const label = (what: string, parts: Part[]) => `multipart ${what} (${parts.length} parts)`

/** One hostile multipart request: a field, a file, the framing or the size gone wrong. */
export function multipartCase(entry: RouteEntry, url: string, shape: RouteShape, rng: Random): FuzzCase {
  const base = fieldParts(shape.body)
  const send = (what: string, parts: Part[], headers = formHeaders(), body?: Buffer): FuzzCase => ({
    label: label(what, parts),
    method: entry.method,
    url,
    headers,
    payload: body ?? formBody(parts),
  })
  const file = (name: string, filename: string, data: Buffer): Part => ({ name, filename, data })
  switch (rng.int(8)) {
    case 0: {
      // One field of the valid form changed to a hostile value.
      const spots = shape.schemas.body ? leaves(shape.schemas.body, shape.body) : []
      if (!spots.length)
        return send('unknown field', [...base, { name: 'x', value: rng.pick(hostileStrings) }])
      const spot = rng.pick(spots)
      const value = spot.kind === 'number' ? rng.pick(hostileNumbers) : rng.pick(hostileStrings)
      return send(`field ${spot.path.join('.')} hostile`, fieldParts(setAt(shape.body, spot.path, value)))
    }
    case 1:
      return send('without a boundary', base, { 'content-type': 'multipart/form-data' })
    case 2: {
      const whole = formBody([...base, file(rng.pick(FILE_FIELDS), 'a.png', SAMPLE_FILES.png)])
      return send('cut short', base, formHeaders(), whole.subarray(0, rng.int(whole.length)))
    }
    case 3:
      return send(
        'garbage between boundaries',
        base,
        formHeaders(),
        Buffer.from(`--${BOUNDARY}\r\nnonsense\r\n\r\n\u0000`),
      )
    case 4: {
      const many = Array.from({ length: 300 }, (_, i) => ({
        name: `f${i}`,
        value: 'x'.repeat(rng.pick([1, 10_000])),
      }))
      return send('with many fields', [...base, ...many])
    }
    case 5: {
      const data = rng.pick(Object.values(SAMPLE_FILES))
      const parts = [...base, file(rng.pick(FILE_FIELDS), rng.pick(hostileFilenames), data)]
      return send('with a hostile file', parts)
    }
    case 6: {
      const name = rng.pick(['__proto__', 'constructor', 'toString', '', 'x'.repeat(500), 'a\u0000b'])
      return send(`field named ${JSON.stringify(name.slice(0, 20))}`, [...base, { name, value: '1' }])
    }
    default: {
      const json: Part = {
        name: rng.pick(Object.keys(shape.body ?? { x: 1 })),
        value: '{"a":',
        contentType: 'application/json',
      }
      return send('with a broken JSON part', [...base, json])
    }
  }
}
