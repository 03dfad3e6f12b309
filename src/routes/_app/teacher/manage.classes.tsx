import { createFileRoute } from '@tanstack/react-router'
import { TEACHER_ROLE } from '../../../../contracts/constants'
import { guard } from '../../../router/guard'
import { ClassesPage } from '../../../teacher/classes/ClassesPage'
import { loadClasses } from '../../../teacher/loaders'
import { PageError } from '../../../teacher/RouteStates'

export type ClassesSearch = { class?: number }

const classId = (value: unknown) => {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : undefined
}

export const Route = createFileRoute('/_app/teacher/manage/classes')({
  beforeLoad: guard({ roles: ['teacher'], teacherRoles: [TEACHER_ROLE.OWNER] }),
  staticData: { title: 'Classes' },
  validateSearch: (search: Record<string, unknown>): ClassesSearch => ({ class: classId(search.class) }),
  loader: loadClasses,
  pendingComponent: () => <p role="status">Loading classes…</p>,
  errorComponent: (props) => <PageError title="Classes" {...props} />,
  component: Page,
})

function Page() {
  const search = Route.useSearch()
  return <ClassesPage classId={search.class} />
}
