import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { type ActivationCode, codesQueryOptions } from '../../api/teachers'
import { Button } from '../../ui/Button'
import * as Card from '../../ui/Card'
import { table, tableScroller } from '../../ui/data-table'
import { Cell } from '../../ui/TableCell'
import { dateOf, fullName } from '../format'
import { ManageFrame } from '../ManageFrame'
import { Empty, muted } from '../states'
import { CreateCodesForm } from './CreateCodesForm'
import { NewCodes } from './NewCodes'

const ROWS = 100

/** The school's activation codes, who used each, and a form that makes more. */
export function CodesPage() {
  const [made, setMade] = useState<ActivationCode[]>([])
  return (
    <ManageFrame
      title="Activation codes"
      intro="A code gives a family the courses it names, once. Make codes, print them, and hand them to parents."
    >
      {made.length ? <NewCodes codes={made} onDone={() => setMade([])} /> : null}
      <Card.Root as="section">
        <Card.Body>
          <CreateCodesForm onCreated={setMade} />
        </Card.Body>
      </Card.Root>
      <section
        aria-labelledby="codes-title"
        className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
      >
        <h2 id="codes-title" className={css({ fontSize: 'xl', fontWeight: '750' })}>
          Your school’s codes
        </h2>
        <CodeTable />
      </section>
    </ManageFrame>
  )
}

function CodeTable() {
  const { data: codes } = useSuspenseQuery(codesQueryOptions())
  const [shown, setShown] = useState(ROWS)
  if (codes.length === 0) return <Empty>No codes yet. Make some above.</Empty>
  const used = codes.filter((c) => c.redeemed_by).length
  return (
    <>
      <p className={muted}>
        {codes.length} codes, {used} used
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard. */}
      <section className={tableScroller} tabIndex={0} aria-label="Activation codes">
        <table className={table}>
          <thead>
            <tr>
              <th scope="col">Code</th>
              <th scope="col">Subjects</th>
              <th scope="col">Used by</th>
              <th scope="col">Used on</th>
              <th scope="col">Last day</th>
            </tr>
          </thead>
          <tbody>
            {codes.slice(0, shown).map((code) => (
              <tr key={code.code}>
                <Cell label="Code" className={css({ fontFamily: 'mono', whiteSpace: 'nowrap' })}>
                  {code.code}
                </Cell>
                <Cell label="Subjects">{code.subject_names.join(', ')}</Cell>
                <Cell label="Used by">
                  {code.redeemed_by ? fullName(code.redeemed_by) : <span className={muted}>Not yet</span>}
                </Cell>
                <Cell label="Used on">{dateOf(code.redeemed_at)}</Cell>
                <Cell label="Last day">
                  {code.expires_at ? dateOf(code.expires_at) : <span className={muted}>No end</span>}
                </Cell>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {codes.length > shown ? (
        <div>
          <Button variant="outline" onClick={() => setShown(shown + ROWS)}>
            Show {Math.min(ROWS, codes.length - shown)} more
          </Button>
        </div>
      ) : null}
    </>
  )
}
