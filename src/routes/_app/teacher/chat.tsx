import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/chat')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'AI tutor' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="AI tutor"
      purpose="The AI tutor for teachers: plan lessons and explain questions."
    />
  )
}
