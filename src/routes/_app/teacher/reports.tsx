import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { RoleHome } from '../-components/RoleHome'

export const Route = createFileRoute('/_app/teacher/reports')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Class reports' },
  component: () => (
    <RoleHome
      title="Class reports"
      purpose="Class and student reports: scores, progress and the hardest questions."
    />
  ),
})
