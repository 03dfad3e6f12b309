import { useSelector } from '@xstate/react'
import type { ReactNode } from 'react'
import type { ChatMessage } from '../../contracts/chat-schemas'
import { dataState } from '../../machines/dataState'
import { progressOf } from '../../machines/onboardingChat.machine'
import { css } from '../../styled-system/css'
import { getConfig } from '../config'
import { Button } from '../ui/Button'
import * as Tabs from '../ui/Tabs'
import { BookmarksTab } from './BookmarksTab'
import { ChatView } from './ChatView'
import { type ComposerSlots, ComposerSlotsContext } from './Composer'
import { type OnboardingActor, type TriggersActor, useCoachMachines } from './engagement'
import { MicButton } from './MicButton'
import { OnboardingProgress } from './OnboardingProgress'
import { PlanCard } from './PlanCard'
import { SeeHowIDid, SuggestedPractice } from './PracticePrompts'
import { SpeakerToggle } from './SpeakerToggle'
import { SurveyCard } from './SurveyCard'
import { ChatSessionProvider } from './session'
import { mutedText } from './styles'

const STUDENT_SUGGESTIONS = [
  'Explain how to find the area of a triangle',
  'Give me a hint for a fractions question',
  'Help me plan my revision this week',
]
const STEPS = 4
const layout = css({
  display: 'grid',
  gap: '6',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 18rem' },
  alignItems: 'start',
})
const askRow = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', px: '1' })
const renderSurvey = (message: ChatMessage) => <SurveyCard message={message} />

/** Above the message box while an onboarding step is open: which question it is, skip, or try again. */
function OnboardingAsk({ actor }: { actor: OnboardingActor }) {
  const state = useSelector(actor, (s) => s.value)
  const step = useSelector(actor, (s) => s.context.step)
  const error = useSelector(actor, (s) => s.context.error)
  if (state === 'waiting')
    return (
      <p className={askRow}>
        <span className={mutedText}>
          Getting to know you: question {step} of {STEPS}. Type your answer below, or
        </span>
        <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'onboarding.skip' })}>
          Skip this question
        </Button>
      </p>
    )
  if (state === 'saving') return <p className={mutedText}>Skipping this question…</p>
  if (state === 'askFailed' || state === 'saveFailed' || state === 'loadFailed')
    return (
      <p className={askRow}>
        <span className={mutedText}>{error ?? 'The coach could not ask its question.'}</span>
        <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'onboarding.retry' })}>
          Try again
        </Button>
      </p>
    )
  return null
}

/** While a step waits, what the child sends is the answer to it: a turn with `onboarding_state` (plan §8.6). */
function OnboardingComposer({
  actor,
  mic,
  children,
}: {
  actor: OnboardingActor
  mic: ReactNode
  children: ReactNode
}) {
  const waiting = useSelector(actor, (s) => s.matches('waiting'))
  const slots: ComposerSlots = {
    mic,
    above: (
      <>
        <OnboardingAsk actor={actor} />
        <SuggestedPractice actor={actor} />
      </>
    ),
    placeholder: waiting ? 'Type your answer to the coach' : undefined,
    takeMessage: (text) => {
      if (!text || !actor.getSnapshot().matches('waiting')) return false
      actor.send({ type: 'onboarding.answer', text })
      return true
    },
  }
  return <ComposerSlotsContext.Provider value={slots}>{children}</ComposerSlotsContext.Provider>
}

function LiveOnboardingProgress({ actor }: { actor: OnboardingActor }) {
  const filled = useSelector(actor, (s) => progressOf(s.context))
  const state = useSelector(actor, (s) => dataState(s.value))
  return (
    <>
      {/* The onboarding chat has no element of its own: its state is here, for QA paths (data-flow). */}
      <span hidden data-flow="onboardingChat" data-state={state} />
      <OnboardingProgress progress={filled / STEPS} />
    </>
  )
}

/** The prompt triggers start turns and show nothing themselves: their state, for QA paths (data-flow). */
function TriggersState({ actor }: { actor: TriggersActor }) {
  const state = useSelector(actor, (s) => dataState(s.value))
  return <span hidden data-flow="promptTriggers" data-state={state} />
}

function CoachTab() {
  const { plan, onboarding, triggers, onboardingProgress, planFailed, finishedQuizId } = useCoachMachines()
  const { textToSpeech, speechToText } = getConfig().coach
  const mic = speechToText ? <MicButton /> : null
  const chat = (
    <ChatView
      suggestions={STUDENT_SUGGESTIONS}
      emptyTitle="Hi! What shall we work on?"
      emptyText="Ask about any question, send a photo of your working, or ask for a hint."
      renderSurvey={renderSurvey}
      scrollHeight="min(65vh, 40rem)"
    />
  )
  return (
    <div className={layout}>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: 0 })}>
        {textToSpeech ? <SpeakerToggle /> : null}
        {onboarding ? (
          <OnboardingComposer actor={onboarding} mic={mic}>
            {chat}
          </OnboardingComposer>
        ) : (
          <ComposerSlotsContext.Provider value={{ mic }}>{chat}</ComposerSlotsContext.Provider>
        )}
      </div>
      <aside
        className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
        aria-label="Your progress"
      >
        {onboarding ? (
          <LiveOnboardingProgress actor={onboarding} />
        ) : onboardingProgress !== null ? (
          <OnboardingProgress progress={onboardingProgress} />
        ) : null}
        {triggers ? <TriggersState actor={triggers} /> : null}
        {triggers && finishedQuizId !== null ? <SeeHowIDid actor={triggers} quizId={finishedQuizId} /> : null}
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
