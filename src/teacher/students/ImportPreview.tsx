import { useQuery } from '@tanstack/react-query'
import { css } from '../../../styled-system/css'
import { levelsQueryOptions } from '../../api/children'
import { classesQueryOptions, type ImportRow } from '../../api/teachers'
import { table, tableScroller } from '../../ui/data-table'
import { Cell } from '../../ui/TableCell'
import { levelName } from '../format'

/** Every row of the file as the server read it, each with its problems in red. */
export function ImportPreview({ rows }: { rows: ImportRow[] }) {
  const levels = useQuery(levelsQueryOptions()).data ?? []
  const classes = useQuery(classesQueryOptions()).data ?? []
  const className = (id: number | null) =>
    id == null ? '—' : (classes.find((c) => c.id === id)?.name ?? `Class ${id}`)
  if (rows.length === 0) return null
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={tableScroller} tabIndex={0} aria-label="Rows of the file">
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Name</th>
            <th scope="col">Level</th>
            <th scope="col">Class</th>
            <th scope="col">Username</th>
            <th scope="col">Problems</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.line} className={row.problems.length ? bad : undefined}>
              <Cell label="Line">{row.line}</Cell>
              <Cell label="Name">{`${row.first_name} ${row.last_name}`.trim() || '—'}</Cell>
              <Cell label="Level">{levelName(levels, row.academic_level_id)}</Cell>
              <Cell label="Class">{className(row.class_id)}</Cell>
              <Cell label="Username">{row.username ?? 'made from the name'}</Cell>
              <Cell label="Problems">
                {row.problems.length ? (
                  <ul className={css({ color: 'danger.fg', fontWeight: '600' })}>
                    {row.problems.map((problem) => (
                      <li key={problem}>{problem}</li>
                    ))}
                  </ul>
                ) : (
                  <span className={css({ color: 'success.fg' })}>OK</span>
                )}
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

const bad = css({ bg: 'danger.bg' })
