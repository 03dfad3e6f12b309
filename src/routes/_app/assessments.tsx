import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { RoleHome } from './-components/RoleHome'

export const Route = createFileRoute('/_app/assessments')({
  beforeLoad: guard({ roles: ['curriculum', 'curriculum_guest'] }),
  staticData: { title: 'Assessments' },
  component: () => (
    <RoleHome
      title="Assessments"
      purpose="Assessments for the curriculum team: question sets and how students do on them."
    />
  ),
})
