import { Download } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import { css } from '../../../styled-system/css'
import { Button } from '../../ui/Button'
import * as Card from '../../ui/Card'
import { tableScroller } from '../../ui/data-table'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { downloadCsv } from './csv'

/** One part of a report: a card with its heading, what it shows, and its download. */
export function ReportSection({
  title,
  intro,
  action,
  children,
}: {
  title: string
  intro?: ReactNode
  action?: ReactNode
  children: ReactNode
}) {
  const id = useId()
  return (
    <Card.Root as="section" aria-labelledby={id}>
      <Card.Body className={css({ display: 'grid', gap: '3', minWidth: 0 })}>
        <div
          className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'space-between' })}
        >
          <div className={css({ minWidth: 0 })}>
            <h2 id={id} className={css({ fontSize: 'lg', fontWeight: '750' })}>
              {title}
            </h2>
            {intro ? <p className={`${muted} ${css({ fontSize: 'sm' })}`}>{intro}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </Card.Body>
    </Card.Root>
  )
}

/** "Download CSV": the file is made when pressed, from the data on the page. */
export function DownloadCsv({ filename, csv, what }: { filename: string; csv: () => string; what: string }) {
  return (
    <Button variant="outline" size="sm" onClick={() => downloadCsv(filename, csv())}>
      <Download aria-hidden="true" />
      Download CSV<span className={css({ srOnly: true })}> of {what}</span>
    </Button>
  )
}

export function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={tableScroller} tabIndex={0} aria-label={label}>
      {children}
    </section>
  )
}

export type Figure = { label: string; value: string; note?: string }

/** A row of headline numbers, as a description list. */
export function Figures({ figures }: { figures: Figure[] }) {
  return (
    <dl
      className={css({
        display: 'grid',
        gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: '3',
      })}
    >
      {figures.map((figure) => (
        <div
          key={figure.label}
          className={css({
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'control',
            p: '3',
          })}
        >
          <dt className={`${muted} ${css({ fontSize: 'sm', fontWeight: '600' })}`}>{figure.label}</dt>
          <dd className={css({ fontSize: '2xl', fontWeight: '800' })}>{figure.value}</dd>
          {figure.note ? <dd className={`${muted} ${css({ fontSize: 'xs' })}`}>{figure.note}</dd> : null}
        </div>
      ))}
    </dl>
  )
}

type Query = { error: unknown; data?: unknown; refetch: () => unknown }

/** A report part's own states: failed (with "Try again"), loading, nothing for the period, or the part. */
export function QueryBody({
  query,
  failed,
  loading,
  empty,
  isEmpty,
  children,
}: {
  query: Query
  failed: string
  loading: string
  empty: string
  isEmpty: boolean
  children: ReactNode
}) {
  if (query.error) return <LoadFailed title={failed} error={query.error} retry={() => query.refetch()} />
  if (!query.data) return <Loading>{loading}</Loading>
  if (isEmpty) return <Empty>{empty}</Empty>
  return <>{children}</>
}
