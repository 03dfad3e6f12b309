import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/v2/practice/topic-booster/$topicBoosterId')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Topic booster' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Topic booster" purpose="Practise one topic, step by step." />
}
