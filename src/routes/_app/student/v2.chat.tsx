import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { RoleHome } from '../-components/RoleHome'

export const Route = createFileRoute('/_app/student/v2/chat')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Chat with your AI tutor' },
  component: () => (
    <RoleHome
      title="Chat with your AI tutor"
      purpose="Chat with your AI tutor: ask about any question and get help step by step."
    />
  ),
})
