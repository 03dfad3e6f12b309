/**
 * Simple, correct SVG diagrams for image-based questions. Every drawing is computed from the numbers of the
 * question, so the picture and the answer can never disagree.
 */

const FONT = 'font-family="Arial, Helvetica, sans-serif" font-size="14" fill="#1f2937"'

export function esc(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

export function n(x: number): string {
  return String(Math.round(x * 10) / 10)
}

export function svgDoc(w: number, h: number, title: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" role="img" aria-label="${esc(title)}"><title>${esc(title)}</title><rect x="0" y="0" width="${w}" height="${h}" fill="#ffffff"/><g ${FONT}>${body}</g></svg>`
}

export function label(
  x: number,
  y: number,
  s: string,
  anchor: 'start' | 'middle' | 'end' = 'middle',
  extra = '',
): string {
  return `<text x="${n(x)}" y="${n(y)}" text-anchor="${anchor}"${extra ? ` ${extra}` : ''}>${esc(s)}</text>`
}

export function line(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  extra = 'stroke="#1f2937" stroke-width="2"',
): string {
  return `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" ${extra}/>`
}

export const DASH = 'stroke="#6b7280" stroke-width="1.5" stroke-dasharray="5 4"'
export const SHAPE = 'fill="#e0f2fe" stroke="#1f2937" stroke-width="2"'

/** A small square in the corner at (x, y) showing a right angle between directions (dx1,dy1) and (dx2,dy2). */
export function rightAngle(
  x: number,
  y: number,
  dx1: number,
  dy1: number,
  dx2: number,
  dy2: number,
  s = 10,
): string {
  const p1 = [x + dx1 * s, y + dy1 * s]
  const p2 = [x + dx1 * s + dx2 * s, y + dy1 * s + dy2 * s]
  const p3 = [x + dx2 * s, y + dy2 * s]
  return `<polyline points="${n(p1[0])},${n(p1[1])} ${n(p2[0])},${n(p2[1])} ${n(p3[0])},${n(p3[1])}" fill="none" stroke="#1f2937" stroke-width="1.5"/>`
}

/** A rectangle drawn to scale with its length along the bottom and its breadth on the right. */
export function rectangle(
  length: number,
  breadth: number,
  unit: string,
  title: string,
  lengthLabel?: string,
  breadthLabel?: string,
): string {
  const scale = Math.min(260 / length, 150 / breadth)
  const w = length * scale
  const h = breadth * scale
  const x = 40
  const y = 20
  return svgDoc(
    w + 130,
    h + 60,
    title,
    `<rect x="${x}" y="${y}" width="${n(w)}" height="${n(h)}" ${SHAPE}/>` +
      rightAngle(x, y + h, 1, 0, 0, -1) +
      label(x + w / 2, y + h + 22, lengthLabel ?? `${length} ${unit}`) +
      label(x + w + 8, y + h / 2 + 5, breadthLabel ?? `${breadth} ${unit}`, 'start'),
  )
}

/**
 * An L-shaped figure: a W × H rectangle with a cw × ch rectangle cut from its top-right corner.
 * Every side is labelled.
 */
export function lShape(W: number, H: number, cw: number, ch: number, unit: string, title: string): string {
  const s = Math.min(260 / W, 180 / H)
  const x0 = 50
  const y0 = 20
  const P = (x: number, y: number) => `${n(x0 + x * s)},${n(y0 + y * s)}`
  const pts = [P(0, 0), P(W - cw, 0), P(W - cw, ch), P(W, ch), P(W, H), P(0, H)].join(' ')
  const X = (x: number) => x0 + x * s
  const Y = (y: number) => y0 + y * s
  return svgDoc(
    W * s + 140,
    H * s + 60,
    title,
    `<polygon points="${pts}" ${SHAPE}/>` +
      label(X((W - cw) / 2), Y(0) - 6, `${W - cw} ${unit}`) +
      label(X(0) - 6, Y(H / 2) + 5, `${H} ${unit}`, 'end') +
      label(X(W / 2), Y(H) + 20, `${W} ${unit}`) +
      label(X(W) + 6, Y((ch + H) / 2) + 5, `${H - ch} ${unit}`, 'start') +
      label(X(W - cw / 2), Y(ch) - 6, `${cw} ${unit}`) +
      label(X(W - cw) + 6, Y(ch / 2) + 5, `${ch} ${unit}`, 'start'),
  )
}

export function polar(cx: number, cy: number, r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180
  return [cx + r * Math.cos(a), cy - r * Math.sin(a)]
}

/** An arc (counter-clockwise, as angles are measured) from `from`° to `to`° around (cx, cy). */
export function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const [x1, y1] = polar(cx, cy, r, from)
  const [x2, y2] = polar(cx, cy, r, to)
  const large = to - from > 180 ? 1 : 0
  return `<path d="M ${n(x1)} ${n(y1)} A ${r} ${r} 0 ${large} 0 ${n(x2)} ${n(y2)}" fill="none" stroke="#dc2626" stroke-width="2"/>`
}

/** A straight line with one ray from its middle: the right-hand angle is `known`°, the other is marked `unknown`. */
export function angleOnLine(known: number, unknown: string, title: string): string {
  const cx = 170
  const cy = 150
  const [rx, ry] = polar(cx, cy, 130, known)
  const [kx, ky] = polar(cx, cy, 58, known / 2)
  const [ux, uy] = polar(cx, cy, 58, (known + 180) / 2)
  return svgDoc(
    340,
    190,
    title,
    line(20, cy, 320, cy) +
      line(cx, cy, rx, ry) +
      arc(cx, cy, 34, 0, known) +
      arc(cx, cy, 40, known, 180) +
      label(kx, ky + 5, `${known}°`) +
      label(ux, uy + 5, unknown) +
      label(cx, cy + 22, 'O') +
      label(28, cy + 22, 'A') +
      label(312, cy + 22, 'B'),
  )
}

/** Angles at a point: rays at the given directions; `labels[i]` marks the angle from ray i to ray i+1. */
export function anglesAtPoint(rays: number[], labels: string[], title: string): string {
  const cx = 150
  const cy = 140
  let body = ''
  rays.forEach((deg, i) => {
    const [x, y] = polar(cx, cy, 115, deg)
    body += line(cx, cy, x, y)
    const next = i + 1 < rays.length ? rays[i + 1] : rays[0] + 360
    const [lx, ly] = polar(cx, cy, 62, (deg + next) / 2)
    body += arc(cx, cy, 22 + i * 9, deg, next)
    body += label(lx, ly + 5, labels[i])
  })
  return svgDoc(300, 280, title, `${body}<circle cx="${cx}" cy="${cy}" r="3" fill="#1f2937"/>`)
}

/** One angle of `deg`° between a horizontal arm and a turned arm, with its arc. */
export function angleShape(deg: number, title: string, name = ''): string {
  const cx = deg > 90 ? 170 : 30
  const cy = 170
  const [x, y] = polar(cx, cy, 140, deg)
  return svgDoc(
    320,
    200,
    title,
    line(cx, cy, cx + 140, cy) +
      line(cx, cy, x, y) +
      (deg === 90 ? rightAngle(cx, cy, 1, 0, 0, -1, 16) : arc(cx, cy, 30, 0, deg)) +
      (name ? label(cx, cy + 22, name) : ''),
  )
}

/**
 * A triangle with its base along the bottom and a dashed height. `apexAt` is where the apex sits above the
 * base line, as a fraction of the base from its left end (below 0 puts the height outside the triangle).
 */
export function triangle(base: number, height: number, unit: string, apexAt: number, title: string): string {
  const s = Math.min(220 / base, 160 / height, 220 / (base * (1 + Math.max(0, -apexAt, apexAt - 1))))
  const left = 80 + Math.max(0, -apexAt) * base * s
  const y0 = 30 + height * s
  const ax = left + apexAt * base * s
  const ay = 30
  const right = left + base * s
  let body = `<polygon points="${n(left)},${n(y0)} ${n(right)},${n(y0)} ${n(ax)},${n(ay)}" ${SHAPE}/>`
  if (apexAt < 0) body += line(ax, y0, left, y0, DASH)
  if (apexAt > 1) body += line(right, y0, ax, y0, DASH)
  if (apexAt !== 0 && apexAt !== 1) body += line(ax, ay, ax, y0, DASH)
  body += rightAngle(ax, y0, apexAt > 0.5 ? -1 : 1, 0, 0, -1)
  body += label((left + right) / 2, y0 + 22, `${base} ${unit}`)
  body += label(
    ax + (apexAt > 0.5 ? 8 : -8),
    (ay + y0) / 2 + 5,
    `${height} ${unit}`,
    apexAt > 0.5 ? 'start' : 'end',
  )
  const w = Math.max(right, ax) + 80
  return svgDoc(w, y0 + 40, title, body)
}

/** A cuboid in oblique view: length along the front, breadth going back, height up. Hidden edges dashed. */
export function cuboid(l: number, b: number, h: number, unit: string, title: string): string {
  const s = Math.min(200 / l, 130 / h, 160 / b)
  const L = l * s
  const H = h * s
  const dx = b * s * 0.5
  const dy = b * s * 0.4
  const x = 40
  const y = 20 + dy
  const front = `<rect x="${x}" y="${n(y)}" width="${n(L)}" height="${n(H)}" ${SHAPE}/>`
  const top = `<polygon points="${x},${n(y)} ${n(x + dx)},${n(y - dy)} ${n(x + L + dx)},${n(y - dy)} ${n(x + L)},${n(y)}" fill="#bae6fd" stroke="#1f2937" stroke-width="2"/>`
  const side = `<polygon points="${n(x + L)},${n(y)} ${n(x + L + dx)},${n(y - dy)} ${n(x + L + dx)},${n(y + H - dy)} ${n(x + L)},${n(y + H)}" fill="#7dd3fc" stroke="#1f2937" stroke-width="2"/>`
  const hidden =
    line(x, y + H, x + dx, y + H - dy, DASH) +
    line(x + dx, y + H - dy, x + L + dx, y + H - dy, DASH) +
    line(x + dx, y - dy, x + dx, y + H - dy, DASH)
  return svgDoc(
    x + L + dx + 90,
    y + H + 40,
    title,
    front +
      top +
      side +
      hidden +
      label(x + L / 2, y + H + 22, `${l} ${unit}`) +
      label(x + L + dx / 2 + 8, y + H - dy / 2 + 14, `${b} ${unit}`, 'start') +
      label(x + L + dx + 8, y + (H - dy) / 2 + 5, `${h} ${unit}`, 'start'),
  )
}

/** A circle with its centre O and either a radius or a diameter drawn and labelled. */
export function circle(value: number, unit: string, show: 'radius' | 'diameter', title: string): string {
  const r = 90
  const cx = 130
  const cy = 115
  const from = show === 'diameter' ? cx - r : cx
  return svgDoc(
    260,
    240,
    title,
    `<circle cx="${cx}" cy="${cy}" r="${r}" ${SHAPE}/>` +
      `<circle cx="${cx}" cy="${cy}" r="3" fill="#1f2937"/>` +
      line(from, cy, cx + r, cy) +
      label(cx - 10, cy + 20, 'O') +
      label((from + cx + r) / 2 + (show === 'radius' ? 0 : 30), cy - 8, `${value} ${unit}`),
  )
}

/** A quarter circle (radius along the two straight edges) or a semicircle (diameter along the bottom). */
export function circlePart(kind: 'quarter' | 'semi', value: number, unit: string, title: string): string {
  if (kind === 'quarter') {
    const r = 160
    const ox = 40
    const oy = 190
    return svgDoc(
      260,
      230,
      title,
      `<path d="M ${ox} ${oy} L ${ox + r} ${oy} A ${r} ${r} 0 0 0 ${ox} ${oy - r} Z" ${SHAPE}/>` +
        rightAngle(ox, oy, 1, 0, 0, -1, 14) +
        label(ox + r / 2, oy + 22, `${value} ${unit}`) +
        label(ox - 6, oy - r / 2, `${value} ${unit}`, 'end'),
    )
  }
  const r = 130
  const cx = 160
  const cy = 160
  return svgDoc(
    320,
    200,
    title,
    `<path d="M ${cx - r} ${cy} A ${r} ${r} 0 0 1 ${cx + r} ${cy} Z" ${SHAPE}/>` +
      label(cx, cy + 22, `${value} ${unit}`) +
      `<circle cx="${cx}" cy="${cy}" r="3" fill="#1f2937"/>`,
  )
}
