import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/students/')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Students' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Students" purpose="Your students and how they are doing." />
}
