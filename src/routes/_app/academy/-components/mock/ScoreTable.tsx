import type { ReactNode } from 'react'
import { scorePercent } from '../../../../../../contracts/student-reports'
import { table, tableScroller } from '../../../../../ui/data-table'
import { Cell } from '../../../../../ui/TableCell'
import { PercentBar } from './PercentBar'

export type ScoreRow = { key: string | number; name: string; detail: ReactNode; marks: number; max: number }

/** Rows of marks out of a maximum with their percent: what each paper or topic is named by, and one detail. */
export function ScoreTable({
  label,
  columns,
  rows,
}: {
  label: string
  columns: [string, string]
  rows: ScoreRow[]
}) {
  return (
    <div className={tableScroller}>
      <table className={table} aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
            <th scope="col">Marks</th>
            <th scope="col">Score</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <Cell label={columns[0]}>{row.name}</Cell>
              <Cell label={columns[1]}>{row.detail}</Cell>
              <Cell label="Marks">
                {row.marks} / {row.max}
              </Cell>
              <Cell label="Score">
                <PercentBar percent={scorePercent(row.marks, row.max)} />
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
