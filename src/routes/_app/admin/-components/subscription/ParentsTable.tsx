import type { ParentSummary } from '../../../../../api/admin-subscriptions'
import { Cell } from '../../../../../ui/TableCell'
import { rowButton, selectedRow, table, tableScroller } from './styles'

type Props = {
  parents: ParentSummary[]
  selectedId: number | null
  busy: boolean
  onSelect: (parent: ParentSummary) => void
}

export function ParentsTable({ parents, selectedId, busy, onSelect }: Props) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={tableScroller} tabIndex={0} aria-label="Parents" aria-busy={busy || undefined}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">Parent</th>
            <th scope="col">Email</th>
            <th scope="col">Children</th>
          </tr>
        </thead>
        <tbody>
          {parents.map((parent) => {
            const selected = parent.id === selectedId
            return (
              <tr key={parent.id} className={selected ? selectedRow : undefined}>
                <Cell label="Parent">
                  <button
                    type="button"
                    className={rowButton}
                    aria-pressed={selected}
                    onClick={() => onSelect(parent)}
                  >
                    {parent.first_name} {parent.last_name}
                  </button>
                  {parent.is_active ? null : ' (account deactivated)'}
                </Cell>
                <Cell label="Email">{parent.email ?? parent.username ?? '—'}</Cell>
                <Cell label="Children">{parent.children_count}</Cell>
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
