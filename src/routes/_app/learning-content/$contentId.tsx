import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/learning-content/$contentId')({
  beforeLoad: guard({ roles: ['student', 'teacher'] }),
  staticData: { title: 'Learning content' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Learning content"
      purpose="A lesson, worksheet or explanation to work through."
    />
  )
}
