import { useEffect, useId, useRef, useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import type { Flow } from './flows'
import { loadMermaid } from './loadMermaid'
import { Notice } from './Notice'

type Props = {
  flow: Flow
  selected: string | null
  onSelect: (path: string) => void
}

type Drawing =
  | { status: 'drawing' }
  | { status: 'drawn'; svg: string }
  | { status: 'failed'; message: string }

const SELECTED = 'flow-chart-selected'
const STATE_GROUPS = 'g.node, g.cluster'

/**
 * The chart id of a state Mermaid drew: a state's group is `<render id>-state-<chart id>-<n>`; a state that holds
 * others is a cluster whose `data-id` (and id) is the chart id itself.
 */
export function chartIdOf(node: Element): string | null {
  const dataId = node.getAttribute('data-id')
  if (dataId) return dataId
  return /-state-(\w+)-\d+$/.exec(node.id)?.[1] ?? null
}

/** The machine's generated Mermaid chart; a click on a state selects it (the state list does the same by keyboard). */
export function FlowChart({ flow, selected, onSelect }: Props) {
  const [drawing, setDrawing] = useState<Drawing>({ status: 'drawing' })
  const host = useRef<HTMLDivElement>(null)
  const renderId = `flow-${useId().replace(/\W/g, '')}`

  useEffect(() => {
    let current = true
    setDrawing({ status: 'drawing' })
    loadMermaid()
      .then((mermaid) => mermaid.render(`${renderId}-${flow.id}`, flow.chart))
      .then(({ svg }) => current && setDrawing({ status: 'drawn', svg }))
      .catch((error: unknown) => {
        if (current)
          setDrawing({ status: 'failed', message: error instanceof Error ? error.message : String(error) })
      })
    return () => {
      current = false
    }
  }, [flow.id, flow.chart, renderId])

  const byChartId = new Map(flow.states.map((state) => [state.chartId, state.path]))
  const selectedChartId = flow.states.find((state) => state.path === selected)?.chartId

  useEffect(() => {
    const root = host.current
    if (!root || drawing.status !== 'drawn') return
    for (const node of root.querySelectorAll<SVGGElement>(STATE_GROUPS)) {
      const id = chartIdOf(node)
      node.classList.toggle(SELECTED, id === selectedChartId)
      if (id && byChartId.has(id)) node.style.cursor = 'pointer'
    }
  })

  function onClick(event: React.MouseEvent<HTMLDivElement>) {
    const node = (event.target as Element).closest(STATE_GROUPS)
    const id = node && chartIdOf(node)
    const path = id && byChartId.get(id)
    if (path) onSelect(path)
  }

  if (drawing.status === 'failed') {
    return (
      <div className={css({ display: 'grid', gap: '3' })}>
        <Notice urgent title="The chart could not be drawn">
          {drawing.message} The states and their transitions are listed beside it; the chart's text is below.
        </Notice>
        <pre
          className={css({ fontSize: 'xs', overflow: 'auto', p: '3', bg: 'bg.subtle', borderRadius: 'md' })}
        >
          {flow.chart}
        </pre>
      </div>
    )
  }
  return (
    <figure className={css({ m: 0 })}>
      {drawing.status === 'drawing' ? (
        <div
          className={css({
            display: 'flex',
            gap: '3',
            alignItems: 'center',
            py: '10',
            justifyContent: 'center',
          })}
        >
          <span aria-hidden="true" className={spinner} />
          <span role="status">Drawing the chart of {flow.id}…</span>
        </div>
      ) : (
        // The chart is for the eye and the mouse; the state list beside it serves keyboard and screen readers.
        // biome-ignore lint/a11y/useKeyWithClickEvents: the state list beside the chart selects by keyboard
        <div
          ref={host}
          role="img"
          aria-label={`Statechart of ${flow.id}`}
          data-testid="flow-chart"
          onClick={onClick}
          className={chart}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: Mermaid's SVG, drawn (strict, sanitised) from text the machine generates
          dangerouslySetInnerHTML={{ __html: drawing.svg }}
        />
      )}
      <figcaption className={css({ mt: '2', fontSize: 'sm', color: 'fg.muted' })}>
        Generated from {flow.file}. Click a state, or choose it in the list, to see the events that leave it.
      </figcaption>
    </figure>
  )
}

// The app's Spinner is not imported here: sharing it with this page would split the first page's chunks.
const spinner = css({
  width: '5',
  height: '5',
  borderRadius: 'full',
  borderWidth: '3px',
  borderColor: 'border.default',
  borderTopColor: 'focusRing',
  animation: 'spin 0.8s linear infinite',
})

const chart = css({
  overflow: 'auto',
  maxHeight: '70vh',
  p: '3',
  bg: 'white',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  '& svg': { maxWidth: 'none', height: 'auto' },
  [`& g.${SELECTED} > rect, & g.${SELECTED} > path, & g.${SELECTED} > circle, & g.${SELECTED} > polygon, & g.${SELECTED} > g > path`]:
    {
      stroke: 'focusRing !important',
      strokeWidth: '3px !important',
    },
})
