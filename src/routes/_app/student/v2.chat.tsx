import { createFileRoute } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { StudentCoach } from '../../../coach/StudentCoach'
import { PremiumNudge } from '../../../courses/PremiumNudge'
import { guard } from '../../../router/guard'
import { pageTitle } from '../../-components/styles'

export const Route = createFileRoute('/_app/student/v2/chat')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Chat with your AI tutor' },
  component: () => (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PremiumNudge />
      <h1 className={pageTitle}>Chat with your AI tutor</h1>
      <StudentCoach />
    </div>
  ),
})
