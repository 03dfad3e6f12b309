import { createFileRoute } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { PremiumNudge } from '../../../courses/PremiumNudge'
import { guard } from '../../../router/guard'
import { RoleHome } from '../-components/RoleHome'

export const Route = createFileRoute('/_app/student/v2/chat')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Chat with your AI tutor' },
  component: () => (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PremiumNudge />
      <RoleHome
        title="Chat with your AI tutor"
        purpose="Chat with your AI tutor: ask about any question and get help step by step."
      />
    </div>
  ),
})
