import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/mock-exam/')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Mock exams' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon variant="app" title="Mock exams" purpose="Mock exams to practise under exam conditions." />
  )
}
