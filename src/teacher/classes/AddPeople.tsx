import { useId, useState } from 'react'
import { css } from '../../../styled-system/css'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { TextField } from '../../ui/Field'
import { matches } from '../format'
import { Empty } from '../states'

export type Candidate = { id: number; name: string; detail: string }

const SHOWN = 50

type Props = {
  /** "students" or "teachers": the words of the list and its button. */
  noun: string
  candidates: Candidate[]
  pending: boolean
  onAdd: (ids: number[]) => Promise<unknown>
}

/** People not yet in the class: search, tick, add. */
export function AddPeople({ noun, candidates, pending, onAdd }: Props) {
  const [search, setSearch] = useState('')
  const [chosen, setChosen] = useState<Set<number>>(new Set())
  const listId = useId()
  const found = candidates.filter((c) => matches(search, c.name, c.detail))
  const toggle = (id: number) =>
    setChosen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })
  async function add() {
    try {
      await onAdd([...chosen])
      setChosen(new Set())
    } catch {
      // The page shows the server's reason; the ticks stay for another try.
    }
  }
  if (candidates.length === 0)
    return <Empty>Every one of the school’s {noun} is already in this class.</Empty>
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <TextField
        label={`Search ${noun}`}
        type="search"
        required={false}
        value={search}
        autoComplete="off"
        aria-controls={listId}
        onChange={(event) => setSearch(event.target.value)}
      />
      <ul id={listId} aria-label={`${noun} to add`} className={list}>
        {found.slice(0, SHOWN).map((person) => (
          <li key={person.id}>
            <Checkbox
              checked={chosen.has(person.id)}
              onChange={() => toggle(person.id)}
              label={
                <>
                  {person.name} <span className={css({ color: 'fg.muted' })}>{person.detail}</span>
                </>
              }
            />
          </li>
        ))}
      </ul>
      <p role="status" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {found.length === 0
          ? `No ${noun} match “${search}”.`
          : found.length > SHOWN
            ? `Showing ${SHOWN} of ${found.length}: search to find the others.`
            : null}
      </p>
      <div>
        <Button onClick={add} disabled={chosen.size === 0} loading={pending} loadingText="Adding…">
          {chosen.size === 0
            ? `Tick the ${noun} to add`
            : `Add ${chosen.size} ${chosen.size === 1 ? noun.replace(/s$/, '') : noun}`}
        </Button>
      </div>
    </div>
  )
}

const list = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  maxHeight: '20rem',
  overflowY: 'auto',
  listStyle: 'none',
  p: '2',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'control',
})
