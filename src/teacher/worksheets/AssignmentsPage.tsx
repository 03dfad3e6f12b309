import { useQuery, useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type ReactNode, useState } from 'react'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import { type ClassSummary, classesQueryOptions } from '../../api/teachers'
import { type ClassAssignment, classAssignmentsQueryOptions, useUnassign } from '../../api/worksheets'
import { Button } from '../../ui/Button'
import * as Card from '../../ui/Card'
import { table, tableScroller } from '../../ui/data-table'
import { Cell } from '../../ui/TableCell'
import { ConfirmDialog } from '../ConfirmDialog'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { dayOf, schoolToday } from './dates'
import { WorksheetFrame } from './WorksheetFrame'

/** Each of the teacher's classes with the worksheets set for it, and "Unassign". */
export function AssignmentsPage() {
  const { data: classes } = useSuspenseQuery(classesQueryOptions())
  const [unassigning, setUnassigning] = useState<ClassAssignment | null>(null)
  const unassign = useUnassign()
  return (
    <WorksheetFrame
      title="Assignments"
      intro="What each of your classes has been set, from which day and when it is due."
    >
      {classes.length === 0 ? (
        <Empty>You have no classes yet. Your school admin adds you to classes.</Empty>
      ) : (
        classes.map((klass) => <ClassAssignments key={klass.id} klass={klass} onUnassign={setUnassigning} />)
      )}
      <ConfirmDialog
        open={unassigning !== null}
        title="Unassign this worksheet?"
        confirmLabel="Unassign"
        busyLabel="Unassigning…"
        pending={unassign.isPending}
        error={unassign.error}
        onConfirm={() =>
          unassigning &&
          unassign.mutate(
            { worksheetId: unassigning.worksheet_id, assignmentId: unassigning.assignment_id },
            { onSuccess: () => setUnassigning(null) },
          )
        }
        onClose={() => {
          setUnassigning(null)
          unassign.reset()
        }}
      >
        <p>“{unassigning?.title}” comes off for the children who have not started it.</p>
        <p>Anything a child has already answered is kept, with their marks.</p>
      </ConfirmDialog>
    </WorksheetFrame>
  )
}

function ClassAssignments({
  klass,
  onUnassign,
}: {
  klass: ClassSummary
  onUnassign: (assignment: ClassAssignment) => void
}) {
  const list = useQuery(classAssignmentsQueryOptions(klass.id))
  return (
    <Card.Root as="section" aria-labelledby={`class-${klass.id}`}>
      <Card.Body className={css({ display: 'grid', gap: '3' })}>
        <h2 id={`class-${klass.id}`} className={css({ fontSize: 'lg', fontWeight: '750' })}>
          {klass.name}
          <span className={`${muted} ${css({ fontWeight: '400', fontSize: 'sm' })}`}>
            {' '}
            · {klass.students_count} {klass.students_count === 1 ? 'student' : 'students'}
          </span>
        </h2>
        {list.error ? (
          <LoadFailed
            title="This class’s assignments did not load"
            error={list.error}
            retry={() => list.refetch()}
          />
        ) : !list.data ? (
          <Loading>Loading assignments…</Loading>
        ) : list.data.length === 0 ? (
          <Empty>
            Nothing assigned yet.{' '}
            <Link to="/teacher/worksheet-library" className={link()}>
              Choose a worksheet
            </Link>{' '}
            to assign.
          </Empty>
        ) : (
          <Scroller label={`Assignments of ${klass.name}`}>
            <table className={table}>
              <thead>
                <tr>
                  <th scope="col">Worksheet</th>
                  <th scope="col">Set on</th>
                  <th scope="col">Due</th>
                  <th scope="col">Now</th>
                  <th scope="col">
                    <span className={css({ srOnly: true })}>Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.data.map((a) => (
                  <tr key={a.assignment_id}>
                    <Cell label="Worksheet">
                      <Link
                        to="/teacher/worksheet-library"
                        search={{ worksheet: a.worksheet_id }}
                        className={link()}
                      >
                        {a.title}
                      </Link>
                      <span className={muted}>
                        {' '}
                        ({a.student_ids.length} {a.student_ids.length === 1 ? 'child' : 'children'})
                      </span>
                    </Cell>
                    <Cell label="Set on">{dayOf(a.date_assigned)}</Cell>
                    <Cell label="Due">{dayOf(a.due_date)}</Cell>
                    <Cell label="Now">
                      {a.is_available ? 'Open' : a.date_assigned > schoolToday() ? 'Not yet open' : 'Closed'}
                    </Cell>
                    <Cell label="Actions">
                      <Button variant="ghost" size="sm" onClick={() => onUnassign(a)}>
                        Unassign<span className={css({ srOnly: true })}> {a.title}</span>
                      </Button>
                    </Cell>
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroller>
        )}
      </Card.Body>
    </Card.Root>
  )
}

function Scroller({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={tableScroller} tabIndex={0} aria-label={label}>
      {children}
    </section>
  )
}
