import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { LESSON_ITEM_TYPE } from '../../../contracts/constants'
import { type DraftSection, holds, type NewItem } from '../../../machines/lessonEditor.draft'
import { css } from '../../../styled-system/css'
import { contentsQueryOptions } from '../../api/courses'
import { courseWorksheetsQueryOptions } from '../../api/lessons'
import { Button } from '../../ui/Button'
import * as Dialog from '../../ui/Dialog'
import { TextField } from '../../ui/Field'
import { Empty, LoadFailed, Loading } from '../states'

type Choice = { item: NewItem; detail?: string }

/** "Add a worksheet or notes": the course's worksheets (the teacher's and the bank's) and its notes, to add one by one. */
export function EditorItemPicker({
  courseId,
  section,
  onAdd,
  onClose,
}: {
  courseId: number | null
  section: DraftSection | null
  onAdd: (item: NewItem) => void
  onClose: () => void
}) {
  return (
    <Dialog.Root
      open={section !== null && courseId !== null}
      onOpenChange={({ open }) => {
        if (!open) onClose()
      }}
    >
      <Dialog.Content className={css({ maxWidth: '40rem', width: 'full' })}>
        <Dialog.Title>Add to “{section?.title.trim() || 'the section'}”</Dialog.Title>
        {section && courseId !== null ? (
          <Choices courseId={courseId} section={section} onAdd={onAdd} />
        ) : null}
        <Dialog.Footer>
          <Button onClick={onClose}>Done</Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}

function Choices({
  courseId,
  section,
  onAdd,
}: {
  courseId: number
  section: DraftSection
  onAdd: (item: NewItem) => void
}) {
  const [search, setSearch] = useState('')
  const worksheets = useQuery(courseWorksheetsQueryOptions(courseId))
  const notes = useQuery(contentsQueryOptions({ course_id: courseId }))
  const matches = (title: string) => title.toLowerCase().includes(search.trim().toLowerCase())
  const sheet = (w: { id: number; title: string; question_ids: number[] }): Choice => ({
    item: { itemTypeId: LESSON_ITEM_TYPE.WORKSHEET, title: w.title, worksheetId: w.id },
    detail: `${w.question_ids.length} ${w.question_ids.length === 1 ? 'question' : 'questions'}`,
  })
  const list = worksheets.data?.filter((w) => matches(w.title)) ?? []
  return (
    <div
      className={css({ display: 'grid', gap: '4', mt: '3', maxHeight: '65vh', overflowY: 'auto', pr: '1' })}
    >
      <TextField
        label="Search by title"
        type="search"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      {worksheets.isPending ? <Loading>Loading the course’s worksheets…</Loading> : null}
      {worksheets.error ? (
        <LoadFailed
          title="The worksheets did not load"
          error={worksheets.error}
          retry={() => worksheets.refetch()}
        />
      ) : null}
      {worksheets.data ? (
        <>
          <Group
            title="Your worksheets"
            empty="None of yours in this course match."
            choices={list.filter((w) => w.owner_class_id !== null).map(sheet)}
            section={section}
            onAdd={onAdd}
          />
          <Group
            title="Worksheet bank"
            empty="No worksheets of the bank match."
            choices={list.filter((w) => w.owner_class_id === null).map(sheet)}
            section={section}
            onAdd={onAdd}
          />
        </>
      ) : null}
      {notes.isPending ? <Loading>Loading the course’s notes…</Loading> : null}
      {notes.error ? (
        <LoadFailed title="The notes did not load" error={notes.error} retry={() => notes.refetch()} />
      ) : null}
      {notes.data ? (
        <Group
          title="Notes"
          empty="No notes of this course match."
          choices={notes.data
            .filter((c) => matches(c.title))
            .map((c) => ({
              item: { itemTypeId: LESSON_ITEM_TYPE.CONTENT, title: c.title, contentId: c.id },
              detail: c.summary ?? undefined,
            }))}
          section={section}
          onAdd={onAdd}
        />
      ) : null}
    </div>
  )
}

function Group({
  title,
  empty,
  choices,
  section,
  onAdd,
}: {
  title: string
  empty: string
  choices: Choice[]
  section: DraftSection
  onAdd: (item: NewItem) => void
}) {
  return (
    <section className={css({ display: 'grid', gap: '2' })} aria-label={title}>
      <h3 className={css({ fontWeight: '700' })}>{title}</h3>
      {choices.length === 0 ? <Empty>{empty}</Empty> : null}
      <ul className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
        {choices.map(({ item, detail }) => {
          const added = holds(section, item)
          return (
            <li key={`${item.itemTypeId}-${item.worksheetId ?? item.contentId}`} className={row}>
              <span className={css({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' })}>
                {item.title}
                {detail ? (
                  <span className={css({ display: 'block', color: 'fg.muted', fontSize: 'sm' })}>
                    {detail}
                  </span>
                ) : null}
              </span>
              <Button
                size="sm"
                variant={added ? 'ghost' : 'outline'}
                disabled={added}
                aria-label={added ? `“${item.title}” is in the section` : `Add “${item.title}”`}
                onClick={() => onAdd(item)}
              >
                {added ? 'Added' : 'Add'}
              </Button>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

const row = css({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  flexWrap: 'wrap',
  p: '2',
  borderRadius: 'control',
  border: '1px solid',
  borderColor: 'border.default',
})
