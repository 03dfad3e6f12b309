import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/worksheet-library')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Worksheet library' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Worksheet library"
      purpose="All your worksheets, ready to assign or reassign."
    />
  )
}
