/** Charts for image-based questions: bar models, line graphs and pie charts, drawn from their numbers. */
import { label, line, n, polar, svgDoc } from './svg'

export type Bar = { name: string; units: number; shaded?: number; note?: string }

/** A bar model: rows of equal unit boxes, all drawn to the same unit width, labelled on the left. */
export function barModel(bars: Bar[], title: string, unitWidth = 34): string {
  const rowH = 46
  const x0 = 90
  let body = ''
  bars.forEach((bar, r) => {
    const y = 16 + r * rowH
    body += label(x0 - 10, y + 20, bar.name, 'end')
    for (let u = 0; u < bar.units; u++) {
      const fill = u < (bar.shaded ?? 0) ? '#fde68a' : '#e0f2fe'
      body += `<rect x="${x0 + u * unitWidth}" y="${y}" width="${unitWidth}" height="28" fill="${fill}" stroke="#1f2937" stroke-width="1.5"/>`
    }
    if (bar.note) body += label(x0 + bar.units * unitWidth + 10, y + 20, bar.note, 'start')
  })
  const maxUnits = Math.max(...bars.map((b) => b.units))
  return svgDoc(x0 + maxUnits * unitWidth + 120, 16 + bars.length * rowH + 6, title, body)
}

/** A line graph with labelled axes, grid lines, points and values read from `values`. */
export function lineGraph(
  title: string,
  xLabels: string[],
  values: number[],
  yMax: number,
  yStep: number,
  yName: string,
  xName: string,
): string {
  const x0 = 70
  const y0 = 250
  const W = 60 * xLabels.length
  const H = 200
  let body = label(x0 + W / 2, 22, title, 'middle', 'font-weight="bold"')
  for (let v = 0; v <= yMax; v += yStep) {
    const y = y0 - (v / yMax) * H
    body += line(x0, y, x0 + W, y, 'stroke="#d1d5db" stroke-width="1"')
    body += label(x0 - 8, y + 5, String(v), 'end')
  }
  body += line(x0, y0, x0 + W, y0) + line(x0, y0, x0, y0 - H - 10)
  const pts = values.map((v, i) => [x0 + 30 + i * 60, y0 - (v / yMax) * H] as const)
  body += `<polyline points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="#2563eb" stroke-width="2.5"/>`
  pts.forEach(([x, y], i) => {
    body += `<circle cx="${n(x)}" cy="${n(y)}" r="4" fill="#2563eb"/>`
    body += label(x, y0 + 20, xLabels[i])
  })
  body += label(x0 + W / 2, y0 + 42, xName)
  body += label(18, y0 - H / 2, yName, 'middle', `transform="rotate(-90 18 ${y0 - H / 2})"`)
  return svgDoc(x0 + W + 30, y0 + 55, title, body)
}

const PIE_COLOURS = ['#fca5a5', '#fcd34d', '#86efac', '#93c5fd', '#c4b5fd', '#f9a8d4']

/** A pie chart; each slice's size is its value's share of the total. Thin slices are labelled outside. */
export function pieChart(title: string, slices: { text: string; value: number }[]): string {
  const total = slices.reduce((s, x) => s + x.value, 0)
  const cx = 220
  const cy = 165
  const r = 115
  let start = 90
  let body = label(cx, 22, title, 'middle', 'font-weight="bold"')
  let labels = ''
  slices.forEach((sl, i) => {
    const sweep = (sl.value / total) * 360
    const end = start - sweep
    const [x1, y1] = polar(cx, cy, r, start)
    const [x2, y2] = polar(cx, cy, r, end)
    const large = sweep > 180 ? 1 : 0
    body += `<path d="M ${cx} ${cy} L ${n(x1)} ${n(y1)} A ${r} ${r} 0 ${large} 1 ${n(x2)} ${n(y2)} Z" fill="${PIE_COLOURS[i % PIE_COLOURS.length]}" stroke="#1f2937" stroke-width="1.5"/>`
    const mid = start - sweep / 2
    if (sweep >= 70) {
      const [lx, ly] = polar(cx, cy, r * 0.6, mid)
      labels += label(lx, ly + 5, sl.text, 'middle', 'font-size="13"')
    } else {
      const [ex, ey] = polar(cx, cy, r * 0.85, mid)
      const [ox, oy] = polar(cx, cy, r + 18, mid)
      labels += line(ex, ey, ox, oy, 'stroke="#1f2937" stroke-width="1"')
      labels += label(ox + (ox >= cx ? 4 : -4), oy + 5, sl.text, ox >= cx ? 'start' : 'end', 'font-size="13"')
    }
    start = end
  })
  return svgDoc(440, 310, title, body + labels)
}
