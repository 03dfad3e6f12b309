import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/practice/topic-booster/')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Topic boosters' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="app"
      title="Topic boosters"
      purpose="Short topic boosters that strengthen one topic at a time."
    />
  )
}
