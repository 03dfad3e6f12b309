import { useQuery } from '@tanstack/react-query'
import { css } from '../../styled-system/css'
import { childrenQueryOptions } from '../api/children'
import { classQueryOptions } from '../api/teachers'
import { LeaderboardHideSwitch } from './HideSwitch'

/** On a parent's child page, laid out with the page above it; nothing for a child not theirs. */
export function ChildLeaderboardPanel({ childId }: { childId: number }) {
  const child = useQuery(childrenQueryOptions()).data?.find((c) => c.id === childId)
  if (!child) return null
  return (
    <div className={css({ maxWidth: '56rem', mx: 'auto', width: '100%', mt: '6' })}>
      <LeaderboardHideSwitch target={{ kind: 'child', childId }} name={child.first_name} who="parent" />
    </div>
  )
}

/** On a teacher's student page: the student's name comes from the class, which also proves they are in it. */
export function StudentLeaderboardPanel({ classId, studentId }: { classId: number; studentId: number }) {
  const student = useQuery(classQueryOptions(classId)).data?.students.find((s) => s.id === studentId)
  if (!student) return null
  return (
    <LeaderboardHideSwitch
      target={{ kind: 'class', classId, studentId }}
      name={student.first_name}
      who="teacher"
    />
  )
}
