import { createFileRoute, redirect } from '@tanstack/react-router'
import { guard } from '../../../router/guard'

export const Route = createFileRoute('/_app/student/v2/practice/')({
  beforeLoad: async (context) => {
    await guard({ roles: ['student'] })(context)
    throw redirect({ to: '/student/v2/practice/topic-booster', replace: true })
  },
})
