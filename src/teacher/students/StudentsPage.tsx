import { useState } from 'react'
import { css } from '../../../styled-system/css'
import type { SignInCard } from '../../api/teachers'
import { Button } from '../../ui/Button'
import * as Card from '../../ui/Card'
import * as Tabs from '../../ui/Tabs'
import { ConfirmDialog } from '../ConfirmDialog'
import { ManageFrame } from '../ManageFrame'
import { SignInCards } from '../SignInCards'
import { AddStudentForm } from './AddStudentForm'
import { ImportStudents } from './ImportStudents'
import { StudentList } from './StudentList'

/** The school's students; add one or a file of them, and print their sign-in cards. */
export function StudentsPage() {
  const [tab, setTab] = useState('list')
  const [cards, setCards] = useState<SignInCard[]>([])
  const [hiding, setHiding] = useState(false)
  const created = (made: SignInCard[]) => setCards((current) => [...made, ...current])
  return (
    <ManageFrame
      title="Students"
      intro="Your school’s children. Add them one by one or from a spreadsheet, and print the cards they sign in with."
    >
      {cards.length ? (
        <Card.Root as="section" aria-labelledby="new-cards-title">
          <Card.Header>
            <Card.Title id="new-cards-title">New sign-in cards ({cards.length})</Card.Title>
          </Card.Header>
          <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <SignInCards cards={cards} />
            <div>
              <Button variant="ghost" onClick={() => setHiding(true)}>
                Hide the cards
              </Button>
            </div>
            <ConfirmDialog
              open={hiding}
              title="Hide the cards?"
              confirmLabel="Hide the cards"
              busyLabel="Hiding…"
              pending={false}
              error={null}
              onClose={() => setHiding(false)}
              onConfirm={() => {
                setCards([])
                setHiding(false)
              }}
            >
              <p>
                The passwords are not shown again. Print or copy them first; a lost card needs “Reset
                password”.
              </p>
            </ConfirmDialog>
          </Card.Body>
        </Card.Root>
      ) : null}
      <Tabs.Root value={tab} onValueChange={({ value }) => setTab(value)}>
        <Tabs.List aria-label="Students">
          <Tabs.Trigger value="list">All students</Tabs.Trigger>
          <Tabs.Trigger value="add">Add one</Tabs.Trigger>
          <Tabs.Trigger value="import">Import</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="list">
          <StudentList />
        </Tabs.Content>
        <Tabs.Content value="add">
          <Card.Root>
            <Card.Body>
              <AddStudentForm onCreated={(card) => created([card])} />
            </Card.Body>
          </Card.Root>
        </Tabs.Content>
        <Tabs.Content value="import">
          <Card.Root>
            <Card.Body>
              <ImportStudents onCreated={created} />
            </Card.Body>
          </Card.Root>
        </Tabs.Content>
      </Tabs.Root>
    </ManageFrame>
  )
}
