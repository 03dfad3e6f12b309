// Writes public/brand/<id>/: logo.svg, favicon-{16,32,96,128}.png and favicon.ico for every branding.
// The PNGs are drawn here (4×4 supersampled shapes) and encoded with node:zlib, so no image tools are needed.
// Run: npx tsx scripts/make-favicons.ts
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { deflateSync } from 'node:zlib'
import { BRANDINGS, type BrandingId } from '../machines/branding'

type Mark = 'lantern' | 'academy' | 'teach' | 'bubble' | 'star'
type Look = { bg: string; fg: string; flame: string; mark: Mark; word: string; tag?: string }

const LOOKS: Record<BrandingId, Look> = {
  lantern: { bg: '#f59e0b', fg: '#1e1b4b', flame: '#fffbeb', mark: 'lantern', word: 'Lantern' },
  'lantern-academy': {
    bg: '#0f766e',
    fg: '#ffffff',
    flame: '#fdba74',
    mark: 'academy',
    word: 'Lantern',
    tag: 'Academy',
  },
  'lantern-teach': {
    bg: '#1e1b4b',
    fg: '#fbbf24',
    flame: '#fffbeb',
    mark: 'teach',
    word: 'Lantern',
    tag: 'Teach',
  },
  'lantern-coach': {
    bg: '#f59e0b',
    fg: '#1e1b4b',
    flame: '#fffbeb',
    mark: 'bubble',
    word: 'Lantern',
    tag: 'Coach',
  },
  starlight: { bg: '#6d28d9', fg: '#ffffff', flame: '#fbcfe8', mark: 'star', word: 'Starlight' },
}
const SIZES = [16, 32, 96, 128] as const
const OUT = join(import.meta.dirname, '..', 'public', 'brand')

// Shapes in a unit square (0..1, y down); each returns true when the point is inside.
type Shape = (x: number, y: number) => boolean
const rect =
  (x0: number, y0: number, x1: number, y1: number, r = 0): Shape =>
  (x, y) => {
    if (x < x0 || x > x1 || y < y0 || y > y1) return false
    const cx = Math.min(Math.max(x, x0 + r), x1 - r)
    const cy = Math.min(Math.max(y, y0 + r), y1 - r)
    return (x - cx) ** 2 + (y - cy) ** 2 <= r * r
  }
const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r
const polygon =
  (points: [number, number][]): Shape =>
  (x, y) => {
    let inside = false
    for (let i = 0, j = points.length - 1; i < points.length; j = i++) {
      const [xi, yi] = points[i]
      const [xj, yj] = points[j]
      if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside
    }
    return inside
  }
const union =
  (...shapes: Shape[]): Shape =>
  (x, y) =>
    shapes.some((s) => s(x, y))

const flame = union(
  circle(0.5, 0.6, 0.085),
  polygon([
    [0.415, 0.585],
    [0.5, 0.4],
    [0.585, 0.585],
  ]),
)
const lanternBody = union(
  rect(0.45, 0.14, 0.55, 0.2),
  rect(0.36, 0.2, 0.64, 0.27, 0.035),
  rect(0.3, 0.27, 0.7, 0.76, 0.08),
  rect(0.36, 0.76, 0.64, 0.84, 0.035),
)
const star = (cx: number, cy: number, outer: number, inner: number): Shape =>
  polygon(
    Array.from({ length: 10 }, (_, i) => {
      const angle = -Math.PI / 2 + (i * Math.PI) / 5
      const r = i % 2 === 0 ? outer : inner
      return [cx + r * Math.cos(angle), cy + r * Math.sin(angle)] as [number, number]
    }),
  )

function layers(mark: Mark): { fg: Shape; flame: Shape } {
  switch (mark) {
    case 'academy':
      return {
        fg: union(
          polygon([
            [0.5, 0.1],
            [0.86, 0.24],
            [0.5, 0.38],
            [0.14, 0.24],
          ]),
          rect(0.3, 0.4, 0.7, 0.84, 0.08),
        ),
        flame: union(
          circle(0.5, 0.66, 0.08),
          polygon([
            [0.42, 0.645],
            [0.5, 0.48],
            [0.58, 0.645],
          ]),
        ),
      }
    case 'teach':
      return { fg: union(lanternBody, rect(0.16, 0.84, 0.84, 0.9, 0.03)), flame }
    case 'bubble':
      return {
        fg: union(
          rect(0.14, 0.16, 0.86, 0.7, 0.16),
          polygon([
            [0.26, 0.62],
            [0.22, 0.86],
            [0.46, 0.66],
          ]),
        ),
        flame: union(
          circle(0.5, 0.47, 0.085),
          polygon([
            [0.415, 0.455],
            [0.5, 0.27],
            [0.585, 0.455],
          ]),
        ),
      }
    case 'star':
      return { fg: star(0.5, 0.53, 0.36, 0.15), flame: circle(0.5, 0.55, 0.06) }
    default:
      return { fg: lanternBody, flame }
  }
}

const hex = (colour: string) => [1, 3, 5].map((i) => Number.parseInt(colour.slice(i, i + 2), 16))

function draw(size: number, look: Look): Buffer {
  const background = rect(0, 0, 1, 1, 0.22)
  const { fg, flame: cutout } = layers(look.mark)
  const colours = { bg: hex(look.bg), fg: hex(look.fg), flame: hex(look.flame) }
  const pixels = Buffer.alloc(size * size * 4)
  const samples = 4
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      const sum = [0, 0, 0, 0]
      for (let sy = 0; sy < samples; sy++) {
        for (let sx = 0; sx < samples; sx++) {
          const x = (px + (sx + 0.5) / samples) / size
          const y = (py + (sy + 0.5) / samples) / size
          if (!background(x, y)) continue
          const colour = cutout(x, y) ? colours.flame : fg(x, y) ? colours.fg : colours.bg
          sum[0] += colour[0]
          sum[1] += colour[1]
          sum[2] += colour[2]
          sum[3] += 1
        }
      }
      const offset = (py * size + px) * 4
      const covered = sum[3]
      pixels[offset] = covered ? Math.round(sum[0] / covered) : 0
      pixels[offset + 1] = covered ? Math.round(sum[1] / covered) : 0
      pixels[offset + 2] = covered ? Math.round(sum[2] / covered) : 0
      pixels[offset + 3] = Math.round((covered / samples ** 2) * 255)
    }
  }
  return pixels
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
  return c >>> 0
})
function crc32(data: Buffer): number {
  let crc = 0xffffffff
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4)
  length.writeUInt32BE(data.length)
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([length, body, crc])
}

export function encodePng(size: number, rgba: Buffer): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(size, 0)
  header.writeUInt32BE(size, 4)
  header[8] = 8 // bit depth
  header[9] = 6 // RGBA
  const rows = Buffer.alloc(size * (size * 4 + 1))
  for (let y = 0; y < size; y++) rgba.copy(rows, y * (size * 4 + 1) + 1, y * size * 4, (y + 1) * size * 4)
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/** An .ico whose entries are PNGs (supported by every browser since Windows Vista-era ICO readers). */
export function encodeIco(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6)
  header.writeUInt16LE(0, 0)
  header.writeUInt16LE(1, 2)
  header.writeUInt16LE(images.length, 4)
  let offset = 6 + images.length * 16
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16)
    entry[0] = size >= 256 ? 0 : size
    entry[1] = size >= 256 ? 0 : size
    entry.writeUInt16LE(1, 4)
    entry.writeUInt16LE(32, 6)
    entry.writeUInt32LE(png.length, 8)
    entry.writeUInt32LE(offset, 12)
    offset += png.length
    return entry
  })
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)])
}

const MARK_SVG: Record<Mark, string> = {
  lantern:
    '<rect x="21" y="6" width="6" height="4" rx="1"/><rect x="16" y="10" width="16" height="4" rx="2"/><rect x="13" y="14" width="22" height="24" rx="5"/><rect x="16" y="38" width="16" height="4" rx="2"/>',
  academy:
    '<path d="M24 4l18 7-18 7-18-7z"/><rect x="14" y="19" width="20" height="22" rx="5"/><path d="M6 11v9" stroke="currentColor" stroke-width="2"/>',
  teach:
    '<rect x="21" y="5" width="6" height="4" rx="1"/><rect x="16" y="9" width="16" height="4" rx="2"/><rect x="13" y="13" width="22" height="23" rx="5"/><rect x="7" y="39" width="34" height="3" rx="1.5"/>',
  bubble: '<rect x="6" y="7" width="36" height="27" rx="9"/><path d="M12 31l-2 11 11-9z"/>',
  star: '<path d="M24 5l5.3 12.3 13.2 1.1-10 8.8 3 13-11.5-7-11.5 7 3-13-10-8.8 13.2-1.1z"/>',
}
const FLAME_SVG: Record<Mark, string> = {
  lantern: '<path d="M24 19c4 5 5.5 8 5.5 11a5.5 5.5 0 0 1-11 0c0-3 1.5-6 5.5-11z"/>',
  academy: '<path d="M24 23c3.6 4.4 5 7 5 9.6a5 5 0 0 1-10 0c0-2.6 1.4-5.2 5-9.6z"/>',
  teach: '<path d="M24 18c4 5 5.5 8 5.5 11a5.5 5.5 0 0 1-11 0c0-3 1.5-6 5.5-11z"/>',
  bubble: '<path d="M24 11c4 5 5.5 8 5.5 11a5.5 5.5 0 0 1-11 0c0-3 1.5-6 5.5-11z"/>',
  star: '<circle cx="24" cy="25" r="3.5"/>',
}

function logoSvg(id: BrandingId, look: Look): string {
  const name = BRANDINGS[id].name
  const text = BRANDINGS[id].colors.text
  // Generous per-letter widths: the logo is drawn with whatever rounded system font the device has.
  const wordWidth = look.word.length * 17
  const tag = look.tag
    ? `<tspan dx="7" font-size="22" font-weight="600" fill="${BRANDINGS[id].colors.accent}">${look.tag}</tspan>`
    : ''
  const width = Math.ceil(60 + wordWidth + (look.tag ? 8 + look.tag.length * 15 : 0) + 4)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="48" viewBox="0 0 ${width} 48" role="img" aria-label="${name}">
  <title>${name}</title>
  <rect width="48" height="48" rx="12" fill="${look.bg}"/>
  <g fill="${look.fg}" color="${look.fg}">${MARK_SVG[look.mark]}</g>
  <g fill="${look.flame}">${FLAME_SVG[look.mark]}</g>
  <g font-family="ui-rounded, 'SF Pro Rounded', Nunito, 'Segoe UI', system-ui, sans-serif">
    <text x="58" y="32"><tspan font-size="24" font-weight="800" fill="${text}">${look.word}</tspan>${tag}</text>
  </g>
</svg>
`
}

for (const id of Object.keys(LOOKS) as BrandingId[]) {
  const look = LOOKS[id]
  const dir = join(OUT, id)
  mkdirSync(dir, { recursive: true })
  const pngs = SIZES.map((size) => ({ size, png: encodePng(size, draw(size, look)) }))
  for (const { size, png } of pngs) writeFileSync(join(dir, `favicon-${size}.png`), png)
  writeFileSync(join(dir, 'favicon.ico'), encodeIco(pngs.filter((p) => p.size <= 32)))
  writeFileSync(join(dir, 'logo.svg'), logoSvg(id, look))
  console.log(`public/brand/${id}: logo.svg, ${SIZES.map((s) => `favicon-${s}.png`).join(', ')}, favicon.ico`)
}
