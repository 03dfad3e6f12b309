import { useMachine } from '@xstate/react'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import {
  aiAcademyOnboardingMachine,
  type OnboardingAnswers,
  selectStep,
} from '../../../../../machines/aiAcademyOnboarding.machine'
import { dataState } from '../../../../../machines/dataState'
import { css } from '../../../../../styled-system/css'
import { ONBOARDING_STEPS, saveAcademyOnboarding } from '../../../../api/onboarding'
import { QueryProvider } from '../../../../api/QueryProvider'
import { roleLabelOf, roleNameOf } from '../../../../auth/roles'
import { useSessionUser } from '../../../../auth/session'
import { observe } from '../../../../devtools/observe'
import { forgetOnboarding, keepOnboarding, readStoredOnboarding } from '../../../../onboarding/storage'
import { Spinner } from '../../../../ui/Spinner'
import { lead, narrowContainer, pageTitle } from '../../../-components/styles'
import { STEP_TITLES } from './copy'
import { SavedActions, SaveFailedActions, SignUpActions } from './FinishActions'
import { PlanSummary } from './PlanSummary'
import { StepNav } from './StepNav'
import { StepProgress } from './StepProgress'
import { GoalsStep, SubjectsStep, WhoStep } from './Steps'

const onboarding = aiAcademyOnboardingMachine.provide({
  actors: { saveOnboarding: fromPromise(({ input }) => saveAcademyOnboarding(input.answers)) },
  actions: {
    keepAnswers: (_, kept) => keepOnboarding(kept),
    forgetAnswers: () => forgetOnboarding(),
  },
})
const card = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'card',
  p: { base: '5', md: '8' },
  display: 'flex',
  flexDirection: 'column',
  gap: '6',
})

/** /aiacademy/onboarding: four short steps, then a plan; kept in this tab until the parent has an account. */
export function OnboardingPage() {
  // The public layout has no query client (ADR 0012), so the page brings its own.
  return (
    <QueryProvider>
      <Onboarding />
    </QueryProvider>
  )
}

function Onboarding() {
  const user = useSessionUser()
  const signedInParent = user ? roleNameOf(user) === 'parent' : false
  const [input] = useState(() => ({ stored: readStoredOnboarding(), signedInParent }))
  const [state, send, actor] = useMachine(onboarding, { input, inspect: observe })
  const step = selectStep(state)
  const { answers, missing, error } = state.context
  const heading = useRef<HTMLHeadingElement>(null)
  const shownStep = useRef(step)

  // Each new step is announced by moving focus to its heading (not on the first draw).
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    heading.current?.focus()
  })

  const onAnswer = (given: Partial<OnboardingAnswers>) => send({ type: 'onboarding.answer', answers: given })
  const onNext = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = event.currentTarget
    send({ type: 'onboarding.next' })
    // Refused for a missing answer: the first one to give gets the focus, its message read with it.
    if (actor.getSnapshot().context.missing.length)
      setTimeout(() =>
        form.querySelector<HTMLElement>('[aria-invalid="true"] input, input[aria-invalid="true"]')?.focus(),
      )
  }
  const stepProps = { answers, missing, onAnswer }
  const name = answers.child_first_name.trim()
  const title = step === 4 && name ? `${STEP_TITLES[4]} for ${name}` : STEP_TITLES[step]

  return (
    <div className={narrowContainer} data-flow="aiAcademyOnboarding" data-state={dataState(state.value)}>
      <header className={css({ mb: '6', display: 'flex', flexDirection: 'column', gap: '2' })}>
        <h1 className={pageTitle}>Let's get your child started</h1>
        <p className={lead}>Four quick questions, about a minute. You can change any answer later.</p>
      </header>
      <form className={card} onSubmit={onNext} noValidate aria-labelledby="onboarding-step">
        <StepProgress step={step} total={ONBOARDING_STEPS} />
        <h2
          id="onboarding-step"
          ref={heading}
          tabIndex={-1}
          className={css({ fontSize: '2xl', fontWeight: '800', outline: 'none' })}
        >
          {title}
        </h2>
        {state.matches('who') ? <WhoStep {...stepProps} /> : null}
        {state.matches('subjects') ? <SubjectsStep {...stepProps} /> : null}
        {state.matches('goals') ? <GoalsStep {...stepProps} /> : null}
        {step === 4 ? <PlanSummary answers={answers} /> : null}
        {state.matches('readyToSignUp') ? (
          <SignUpActions signedInAs={user ? roleLabelOf(user) : null} />
        ) : null}
        {state.matches('sending') ? <Spinner label="Saving your answers to your account" /> : null}
        {state.matches('saveFailed') ? (
          <SaveFailedActions error={error} onRetry={() => send({ type: 'onboarding.retry' })} />
        ) : null}
        {state.matches('saved') ? <SavedActions name={name} /> : null}
        <StepNav
          step={step}
          canGoBack={!state.matches('sending') && !state.matches('saved')}
          onBack={() => send({ type: 'onboarding.back' })}
        />
      </form>
    </div>
  )
}
