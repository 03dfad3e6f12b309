import type { ChatMessage } from '../../contracts/chat-schemas'
import { css } from '../../styled-system/css'
import * as Tabs from '../ui/Tabs'
import { BookmarksTab } from './BookmarksTab'
import { ChatView } from './ChatView'
import { useCoachMachines } from './engagement'
import { OnboardingProgress } from './OnboardingProgress'
import { PlanCard } from './PlanCard'
import { SurveyCard } from './SurveyCard'
import { ChatSessionProvider } from './session'

const STUDENT_SUGGESTIONS = [
  'Explain how to find the area of a triangle',
  'Give me a hint for a fractions question',
  'Help me plan my revision this week',
]
const layout = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' },
  alignItems: 'start',
})
const renderSurvey = (message: ChatMessage) => <SurveyCard message={message} />

function CoachTab() {
  const { plan, onboardingProgress, planFailed } = useCoachMachines()
  return (
    <div className={layout}>
      <ChatView
        suggestions={STUDENT_SUGGESTIONS}
        emptyTitle="Hi! What shall we work on?"
        emptyText="Ask about any question, send a photo of your working, or ask for a hint."
        renderSurvey={renderSurvey}
        scrollHeight="min(65vh, 40rem)"
      />
      <aside
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        aria-label="Your progress"
      >
        {onboardingProgress !== null ? <OnboardingProgress progress={onboardingProgress} /> : null}
        {plan ? <PlanCard actor={plan} /> : null}
        {planFailed ? (
          <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>Your plan could not be loaded.</p>
        ) : null}
      </aside>
    </div>
  )
}

/** The student's coach: the conversation with its prompts, surveys and plan, and the bookmarked messages. */
export function StudentCoach() {
  return (
    <ChatSessionProvider kind="student" attachmentsAllowed>
      <Tabs.Root defaultValue="chat">
        <Tabs.List>
          <Tabs.Trigger value="chat">Chat</Tabs.Trigger>
          <Tabs.Trigger value="bookmarks">Bookmarks</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="chat">
          <CoachTab />
        </Tabs.Content>
        <Tabs.Content value="bookmarks">
          <BookmarksTab />
        </Tabs.Content>
      </Tabs.Root>
    </ChatSessionProvider>
  )
}
