import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../styled-system/css'
import { demoQuizQueryOptions } from '../api/chat'
import { QueryProvider } from '../api/QueryProvider'
import { pageContainer } from '../routes/-components/styles'
import { PublicCoach } from './PublicCoach'
import { startNewVisitorSession, visitorSessionId } from './storage'
import { Worksheet } from './Worksheet'

const layout = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
  alignItems: 'start',
})

/** The public worksheet beside (desktop) or above (phone) the coach, which knows which worksheet is open. */
export function WorksheetCoachPage({ quizId }: { quizId: number }) {
  // Public pages mount React Query themselves (the public layout keeps it out of the first page's bundle).
  return (
    <QueryProvider>
      <WorksheetWithCoach quizId={quizId} />
    </QueryProvider>
  )
}

function WorksheetWithCoach({ quizId }: { quizId: number }) {
  const { data: quiz } = useSuspenseQuery(demoQuizQueryOptions(quizId))
  const [sessionId, setSessionId] = useState(visitorSessionId)
  return (
    <div className={pageContainer}>
      <div className={layout}>
        <Worksheet quiz={quiz} />
        <div className={css({ lg: { position: 'sticky', top: '4' } })}>
          <PublicCoach
            sessionId={sessionId}
            quizId={quizId}
            onNewChat={() => setSessionId(startNewVisitorSession())}
            suggestions={[
              'Help with question 1',
              'Give me a hint for question 2',
              'What topic is this worksheet?',
            ]}
          />
        </div>
      </div>
    </div>
  )
}
