import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { courseQueryOptions } from '../../api/courses'
import { classQueryOptions } from '../../api/teachers'
import { filteredQuestionsQueryOptions, type Question } from '../../api/worksheets'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { SelectField } from '../SelectField'
import { Empty, LoadFailed, Loading, muted } from '../states'
import { useDebounced } from '../useDebounced'
import { DIFFICULTIES, QUESTION_TYPES, QuestionCard } from './QuestionCard'
import type { Source } from './SourcePicker'

const SHOWN = 30
const choices = (names: Record<number, string>) =>
  Object.entries(names).map(([value, label]) => ({ value, label }))

/** The course's questions, filtered by topic, difficulty, type and words; each can be previewed and added. */
export function QuestionBank({
  source,
  chosen,
  onAdd,
  onRemove,
}: {
  source: Source
  chosen: Question[]
  onAdd: (question: Question) => void
  onRemove: (id: number) => void
}) {
  const [topicId, setTopicId] = useState('')
  const [difficulty, setDifficulty] = useState('')
  const [type, setType] = useState('')
  const [search, setSearch] = useState('')
  const [shown, setShown] = useState(SHOWN)
  const words = useDebounced(search)
  const topics = useTopics(source)
  const courseId = source.courseId
  const results = useQuery({
    ...filteredQuestionsQueryOptions({
      courseId: courseId ?? 0,
      difficultyIds: difficulty ? [Number(difficulty)] : [],
      typeIds: type ? [Number(type)] : [],
      search: words,
    }),
    enabled: courseId !== null,
  })
  // The call has no topic filter: a topic keeps its own questions and its sub-topics'.
  const inTopic = (q: Question) => {
    if (!topicId) return true
    const id = Number(topicId)
    return q.topic_id === id || topics.find((t) => t.id === q.topic_id)?.parent_id === id
  }
  const found = (results.data ?? []).filter(inTopic)
  const chosenIds = new Set(chosen.map((q) => q.id))
  return (
    <section aria-labelledby="bank-title" className={css({ display: 'grid', gap: '4', minWidth: 0 })}>
      <h2 id="bank-title" className={heading}>
        Question bank
      </h2>
      <div className={filters}>
        <SelectField
          label="Topic"
          value={topicId}
          placeholder="All topics"
          options={topics.map((t) => ({ value: String(t.id), label: t.parent_id ? `– ${t.name}` : t.name }))}
          onChange={(e) => setTopicId(e.target.value)}
        />
        <SelectField
          label="Difficulty"
          value={difficulty}
          placeholder="Any difficulty"
          options={choices(DIFFICULTIES)}
          onChange={(e) => setDifficulty(e.target.value)}
        />
        <SelectField
          label="Question type"
          value={type}
          placeholder="Any type"
          options={choices(QUESTION_TYPES)}
          onChange={(e) => setType(e.target.value)}
        />
        <TextField
          label="Search the questions"
          type="search"
          value={search}
          maxLength={200}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {courseId === null ? (
        <Empty>Choose a class or a course to see its questions.</Empty>
      ) : results.error ? (
        <LoadFailed
          title="The questions did not load"
          error={results.error}
          retry={() => results.refetch()}
        />
      ) : !results.data ? (
        <Loading>Loading questions…</Loading>
      ) : found.length === 0 ? (
        <Empty>No questions match. Try another topic or fewer words.</Empty>
      ) : (
        <>
          <p className={muted} aria-live="polite">
            {found.length} {found.length === 1 ? 'question' : 'questions'}
            {results.data.length >= 200 ? ' (the first 200: narrow the search to see others)' : ''}
          </p>
          <ul className={css({ display: 'grid', gap: '2', listStyle: 'none' })}>
            {found.slice(0, shown).map((question) => (
              <BankQuestion
                key={question.id}
                question={question}
                added={chosenIds.has(question.id)}
                onAdd={() => onAdd(question)}
                onRemove={() => onRemove(question.id)}
              />
            ))}
          </ul>
          {found.length > shown ? (
            <Button variant="outline" onClick={() => setShown(shown + SHOWN)}>
              Show more
            </Button>
          ) : null}
        </>
      )}
    </section>
  )
}

function useTopics(source: Source) {
  const klass = useQuery({ ...classQueryOptions(source.classId ?? 0), enabled: source.classId !== null })
  const course = useQuery({
    ...courseQueryOptions(source.courseId ?? 0),
    enabled: source.classId === null && source.courseId !== null,
  })
  const topics = (source.classId !== null ? klass.data?.topics : course.data?.topics) ?? []
  return [...topics].sort((a, b) => a.order - b.order)
}

function BankQuestion({
  question,
  added,
  onAdd,
  onRemove,
}: {
  question: Question
  added: boolean
  onAdd: () => void
  onRemove: () => void
}) {
  const [open, setOpen] = useState(false)
  const firstLine = question.text.split('\n')[0]
  return (
    <li className={css({ display: 'grid', gap: '2' })}>
      <div className={row}>
        <p className={css({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' })}>
          {firstLine.length > 140 ? `${firstLine.slice(0, 140)}…` : firstLine}
        </p>
        <div className={css({ display: 'flex', gap: '2' })}>
          <Button variant="ghost" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
            {open ? 'Hide' : 'Preview'}
          </Button>
          {added ? (
            <Button variant="outline" size="sm" onClick={onRemove} aria-label={`Take out: ${firstLine}`}>
              Added ✓
            </Button>
          ) : (
            <Button size="sm" onClick={onAdd} aria-label={`Add: ${firstLine}`}>
              Add
            </Button>
          )}
        </div>
      </div>
      {open ? <QuestionCard question={question} /> : null}
    </li>
  )
}

const heading = css({ fontSize: 'xl', fontWeight: '750' })
const filters = css({
  display: 'grid',
  gap: '3',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
})
const row = css({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  p: '3',
  borderRadius: 'control',
  border: '1px solid',
  borderColor: 'border.default',
  bg: 'bg.surface',
})
