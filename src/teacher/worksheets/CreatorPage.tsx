import { useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { classesQueryOptions, schoolCoursesQueryOptions } from '../../api/teachers'
import type { Question } from '../../api/worksheets'
import { AssignDialog } from './AssignDialog'
import { CreatorModes } from './CreatorModes'
import { QuestionBank } from './QuestionBank'
import { type Source, SourcePicker } from './SourcePicker'
import { WorksheetDraft } from './WorksheetDraft'
import { WorksheetFrame } from './WorksheetFrame'

/** Build a worksheet from the question bank, then keep it as a draft or assign it. */
export function CreatorPage() {
  const navigate = useNavigate()
  const { data: classes } = useSuspenseQuery(classesQueryOptions())
  const { data: courses } = useSuspenseQuery(schoolCoursesQueryOptions())
  const [source, setSource] = useState<Source>({ classId: null, courseId: null })
  const [chosen, setChosen] = useState<Question[]>([])
  const [saved, setSaved] = useState<{ id: number; title: string } | null>(null)
  const open = (id: number) => navigate({ to: '/teacher/worksheet-library', search: { worksheet: id } })
  return (
    <WorksheetFrame
      title="Make a worksheet"
      intro="Choose a class or a course, pick questions from the bank, put them in order, then save it as a draft or assign it."
    >
      <CreatorModes mode="bank" />
      <SourcePicker
        classes={classes}
        courses={courses}
        source={source}
        onChange={(next) => {
          // Questions belong to a course: another course starts the worksheet afresh.
          if (next.courseId !== source.courseId) setChosen([])
          setSource(next)
        }}
      />
      <div className={layout}>
        <QuestionBank
          source={source}
          chosen={chosen}
          onAdd={(question) => setChosen((list) => [...list, question])}
          onRemove={(id) => setChosen((list) => list.filter((q) => q.id !== id))}
        />
        <WorksheetDraft
          source={source}
          chosen={chosen}
          onChange={setChosen}
          onSaved={(worksheet, assign) => (assign ? setSaved(worksheet) : open(worksheet.id))}
        />
      </div>
      {chosen.length ? (
        <a href="#draft-title" className={jump}>
          Your worksheet: {chosen.length} {chosen.length === 1 ? 'question' : 'questions'} ↓
        </a>
      ) : null}
      <AssignDialog
        worksheet={saved ? { ...saved, classId: source.classId } : null}
        classes={classes}
        onClose={() => saved && open(saved.id)}
      />
    </WorksheetFrame>
  )
}

const layout = css({
  display: 'grid',
  gap: '6',
  alignItems: 'start',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
})

// On a phone the worksheet comes after the bank: a bar at the bottom leads to it.
const jump = css({
  display: { base: 'block', lg: 'none' },
  position: 'sticky',
  bottom: '3',
  zIndex: 5,
  alignSelf: 'center',
  px: '4',
  py: '2',
  fontSize: 'sm',
  borderRadius: 'full',
  bg: 'brand.solid',
  color: 'brand.contrast',
  fontWeight: '700',
  textDecoration: 'none',
  boxShadow: 'overlay',
})
