import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/teacher/lessons/manage-topic-booster/$lessonId')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'Edit topic booster' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Edit topic booster" purpose="Edit a topic booster lesson." />
}
