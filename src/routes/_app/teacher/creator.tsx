import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/creator')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Worksheet creator' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Worksheet creator"
      purpose="Create worksheets yourself or generate them with AI."
    />
  )
}
