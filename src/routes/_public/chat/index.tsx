import { createFileRoute } from '@tanstack/react-router'
import { useState } from 'react'
import { css } from '../../../../styled-system/css'
import { PublicCoach } from '../../../coach/PublicCoach'
import { startNewVisitorSession, visitorSessionId } from '../../../coach/storage'
import { guard } from '../../../router/guard'
import { lead, narrowContainer, pageTitle } from '../../-components/styles'

export const Route = createFileRoute('/_public/chat/')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'AI coach chat' },
  component: Page,
})

const abilities = [
  'Explains a Maths, Science, English or Chinese question step by step',
  'Gives a hint first, so your child still does the thinking',
  'Checks working and points to the step that went wrong',
]

function Page() {
  const [sessionId, setSessionId] = useState(visitorSessionId)
  return (
    <div className={narrowContainer}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
        <header className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <h1 className={pageTitle}>Lantern’s AI coach</h1>
          <p className={lead}>Ask about any primary-school question and learn how to solve it.</p>
          <ul className={css({ listStyle: 'disc', pl: '5', color: 'fg.muted', display: 'grid', gap: '1' })}>
            {abilities.map((a) => (
              <li key={a}>{a}</li>
            ))}
          </ul>
        </header>
        <PublicCoach sessionId={sessionId} onNewChat={() => setSessionId(startNewVisitorSession())} />
      </div>
    </div>
  )
}
