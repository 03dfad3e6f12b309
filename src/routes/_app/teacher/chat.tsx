import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../../styled-system/css'
import { guard } from '../../../router/guard'
import { lead, pageTitle } from '../../-components/styles'
import { ALL_CLASSES, ClassPicker } from '../-components/ClassPicker'
import { StaffChat } from '../-components/StaffChat'

export const Route = createFileRoute('/_app/teacher/chat')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'AI tutor' },
  component: Page,
})

const SUGGESTIONS = [
  'Which topics is my class finding hardest?',
  'Who needs help this week?',
  'Give me 3 questions on fractions',
]

/** The teachers' tutor: questions about a class's results, and help preparing lessons and questions. */
function Page() {
  const [classId, setClassId] = useState(ALL_CLASSES)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '56rem' })}>
      <div>
        <h1 className={pageTitle}>AI tutor</h1>
        <p className={`${lead} ${css({ mt: '2' })}`}>
          Ask about a class’s results, or for help planning a lesson and writing questions. The tutor sees
          your class’s scores and topics, never the children’s conversations.
        </p>
      </div>
      <ClassPicker value={classId} onChange={setClassId} />
      <StaffChat classId={classId ? Number(classId) : undefined} suggestions={SUGGESTIONS} />
    </div>
  )
}
