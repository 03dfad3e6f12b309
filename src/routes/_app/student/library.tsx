import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/library')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Library' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Library" purpose="Your library of worksheets, lessons and practice." />
  )
}
