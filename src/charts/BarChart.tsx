import { useEffect, useRef, useState } from 'react'
import { css } from '../../styled-system/css'
import { loadCharts } from './loadCharts'

export type BarSeries = { name: string; values: number[]; className: 'previous' | 'current' }

type Props = {
  labels: string[]
  series: BarSeries[]
  height?: number
  /** Bars across, labels down the side: for long labels (topic names) that would overlap under the bars. */
  horizontal?: boolean
}

const frame = css({
  position: 'relative',
  width: '100%',
  '& .ct-label': { color: 'fg.muted', fontSize: 'xs', fill: 'fg.muted' },
  '& .ct-grid': { stroke: 'border.default', strokeDasharray: '0' },
  '& .ct-bar': { strokeWidth: '18px' },
  '& .ct-series-a .ct-bar': { stroke: 'sand.600' },
  '& .ct-series-b .ct-bar': { stroke: 'brand.solid' },
})

/**
 * A bar chart drawn by Chartist once it has loaded. It is decoration for sighted readers: the same figures are
 * in a table beside it, so the SVG is hidden from screen readers and a failed load leaves only the table.
 */
export function BarChart({ labels, series, height = 180, horizontal = false }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const [failed, setFailed] = useState(false)
  const data = JSON.stringify({ labels, series: series.map((s) => s.values) })

  useEffect(() => {
    let detach: (() => void) | undefined
    let live = true
    loadCharts()
      .then(({ BarChart: Chart }) => {
        if (!live || !ref.current) return
        const chart = new Chart(ref.current, JSON.parse(data), {
          height,
          seriesBarDistance: 20,
          ...(horizontal
            ? {
                horizontalBars: true,
                reverseData: true,
                axisX: { onlyInteger: true, low: 0 },
                axisY: { offset: 110 },
              }
            : { axisY: { onlyInteger: true, low: 0 } }),
          chartPadding: { top: 12, right: horizontal ? 20 : 8, bottom: 0, left: 0 },
        })
        detach = () => chart.detach()
      })
      .catch(() => live && setFailed(true))
    return () => {
      live = false
      detach?.()
    }
  }, [data, height, horizontal])

  if (failed) return null
  return <div ref={ref} aria-hidden="true" className={frame} style={{ minHeight: height }} />
}
