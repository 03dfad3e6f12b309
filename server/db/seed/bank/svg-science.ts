/** Science diagrams: food chains and webs, circuits, magnets and a shadow set-up. */
import { label, line, n, svgDoc } from './svg'

/** Boxes joined by arrows from the food to the eater: a food chain (one row) or a small food web. */
export function foodWeb(
  title: string,
  nodes: { id: string; x: number; y: number }[],
  eats: [string, string][],
): string {
  const at = new Map(nodes.map((o) => [o.id, o]))
  const defs =
    '<defs><marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M 0 0 L 10 5 L 0 10 z" fill="#1f2937"/></marker></defs>'
  let body = ''
  for (const [food, eater] of eats) {
    const a = at.get(food)
    const b = at.get(eater)
    if (!a || !b) throw new Error(`food web: unknown ${food} or ${eater}`)
    const dx = b.x - a.x
    const dy = b.y - a.y
    const len = Math.hypot(dx, dy)
    const pad = (ux: number, uy: number) => Math.min(Math.abs(55 / (ux || 1e-9)), Math.abs(18 / (uy || 1e-9)))
    const ux = dx / len
    const uy = dy / len
    const p = pad(ux, uy) + 2
    body += line(
      a.x + ux * p,
      a.y + uy * p,
      b.x - ux * p,
      b.y - uy * p,
      'stroke="#1f2937" stroke-width="2" marker-end="url(#arrow)"',
    )
  }
  for (const o of nodes) {
    body += `<rect x="${o.x - 55}" y="${o.y - 18}" width="110" height="36" rx="8" fill="#dcfce7" stroke="#166534" stroke-width="1.5"/>`
    body += label(o.x, o.y + 5, o.id)
  }
  const w = Math.max(...nodes.map((o) => o.x)) + 70
  const h = Math.max(...nodes.map((o) => o.y)) + 30
  return svgDoc(w, h, title, defs + body)
}

/** Food chain in one row, arrows pointing from the food to the eater. */
export function foodChain(title: string, chain: string[]): string {
  return foodWeb(
    title,
    chain.map((id, i) => ({ id, x: 70 + i * 150, y: 40 })),
    chain.slice(1).map((eater, i) => [chain[i], eater] as [string, string]),
  )
}

export type CircuitPanel = { cells: number; bulbs: number; switchClosed: boolean; gap?: boolean }

/** Numbered circuit panels (1)…(n) side by side: cells on the left, bulbs on top, a switch at the bottom. */
export function circuits(title: string, panels: CircuitPanel[]): string {
  const pw = 190
  let body = ''
  panels.forEach((p, i) => {
    const ox = 10 + i * pw
    const L = ox + 20
    const R = ox + 170
    const T = 50
    const B = 180
    body += label(ox + 95, 22, `(${i + 1})`, 'middle', 'font-weight="bold"')
    // left side with cells (long thin plate +, short thick plate −)
    const cellTop = 95
    body += line(L, T, L, cellTop)
    for (let c = 0; c < p.cells; c++) {
      const y = cellTop + c * 18
      body +=
        line(L - 14, y, L + 14, y) + line(L - 7, y + 8, L + 7, y + 8, 'stroke="#1f2937" stroke-width="5"')
      if (c + 1 < p.cells) body += line(L, y + 8, L, y + 18)
    }
    body += line(L, cellTop + (p.cells - 1) * 18 + 8, L, B)
    // top with bulbs
    const slots = p.bulbs
    const span = (R - L) / (slots + 1)
    let x = L
    for (let k = 1; k <= slots; k++) {
      const bx = L + k * span
      body += line(x, T, bx - 13, T)
      body += `<circle cx="${n(bx)}" cy="${T}" r="13" fill="#fef9c3" stroke="#1f2937" stroke-width="2"/>`
      body += line(bx - 9, T - 9, bx + 9, T + 9, 'stroke="#1f2937" stroke-width="1.5"')
      body += line(bx - 9, T + 9, bx + 9, T - 9, 'stroke="#1f2937" stroke-width="1.5"')
      x = bx + 13
    }
    body += line(x, T, R, T)
    // right side, with an optional break in the wire
    if (p.gap) body += line(R, T, R, 105) + line(R, 125, R, B)
    else body += line(R, T, R, B)
    // bottom with the switch
    const sx = (L + R) / 2
    body += line(R, B, sx + 20, B) + line(L, B, sx - 20, B)
    body += `<circle cx="${n(sx - 20)}" cy="${B}" r="3" fill="#1f2937"/><circle cx="${n(sx + 20)}" cy="${B}" r="3" fill="#1f2937"/>`
    body += p.switchClosed ? line(sx - 20, B, sx + 20, B) : line(sx - 20, B, sx + 14, B - 20)
    body += label(sx, B + 24, p.switchClosed ? 'switch closed' : 'switch open', 'middle', 'font-size="12"')
  })
  return svgDoc(10 + panels.length * pw, 220, title, body)
}

/** Two bar magnets end to end, showing the poles that face each other. */
export function magnets(title: string, left: ['N' | 'S', 'N' | 'S'], right: ['N' | 'S', 'N' | 'S']): string {
  const bar = (x: number, poles: ['N' | 'S', 'N' | 'S']) =>
    poles
      .map((p, i) => {
        const fill = p === 'N' ? '#fca5a5' : '#93c5fd'
        return `<rect x="${x + i * 60}" y="40" width="60" height="40" fill="${fill}" stroke="#1f2937" stroke-width="2"/>${label(x + i * 60 + 30, 66, p, 'middle', 'font-weight="bold" font-size="18"')}`
      })
      .join('')
  return svgDoc(
    360,
    110,
    title,
    bar(20, left) + bar(220, right) + label(60 + 20, 100, 'Magnet A') + label(280, 100, 'Magnet B'),
  )
}

/** A torch shining on an object in front of a screen, seen from above. */
export function shadowSetup(title: string, objectName: string): string {
  return svgDoc(
    420,
    160,
    title,
    `<rect x="20" y="60" width="60" height="30" rx="4" fill="#fde68a" stroke="#1f2937" stroke-width="2"/>` +
      `<polygon points="80,60 95,50 95,100 80,90" fill="#fde68a" stroke="#1f2937" stroke-width="2"/>` +
      label(55, 120, 'torch') +
      `<rect x="200" y="55" width="40" height="40" fill="#d1d5db" stroke="#1f2937" stroke-width="2"/>` +
      label(220, 120, objectName) +
      `<rect x="370" y="20" width="12" height="120" fill="#f3f4f6" stroke="#1f2937" stroke-width="2"/>` +
      label(376, 155, 'screen') +
      line(100, 75, 190, 75, 'stroke="#f59e0b" stroke-width="2" stroke-dasharray="6 4"'),
  )
}
