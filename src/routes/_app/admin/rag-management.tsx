import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { RoleHome } from '../-components/RoleHome'

export const Route = createFileRoute('/_app/admin/rag-management')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'Documents for the AI tutor' },
  component: () => (
    <RoleHome
      title="Documents for the AI tutor"
      purpose="Manage the retrieval documents the AI tutor and marking use, by school and course."
    />
  ),
})
