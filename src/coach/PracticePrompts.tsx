import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useSelector } from '@xstate/react'
import { retryDelay, shouldRetry } from '../../machines/queryRetry'
import { css } from '../../styled-system/css'
import { chatKeys, markFirstPracticeViewed } from '../api/chat'
import { type QuizSummary, quizzesQueryOptions } from '../api/quiz'
import { Button, ButtonLink } from '../ui/Button'
import type { OnboardingActor, TriggersActor } from './engagement'
import { mutedText } from './styles'

const row = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2', px: '1' })

/**
 * Today's practice, finished and not yet looked at: "See how I did" opens its results (plan §8.4, §13 Q24), which
 * counts as viewed, so the idle prompts about it (triggers 4–6) stop. The machine hears it at once; the server
 * records it (ADR 0042), so the coach opened in another tab, on another device or after signing in again agrees.
 */
export function SeeHowIDid({ actor, quizId }: { actor: TriggersActor; quizId: number }) {
  const queryClient = useQueryClient()
  const waiting = useSelector(
    actor,
    (s) => s.status === 'active' && s.context.firstPractice.finishedToday && !s.context.firstPractice.viewed,
  )
  // Options, not mutate()'s callbacks: the link leaves the page, and these still run once it has gone.
  const recordViewed = useMutation({
    mutationFn: markFirstPracticeViewed,
    // It is idempotent: a network failure is worth trying again, a refusal is not.
    retry: shouldRetry,
    retryDelay,
    onSettled: () => queryClient.invalidateQueries({ queryKey: chatKeys.plan }),
  })
  if (!waiting) return null
  return (
    <ButtonLink
      size="sm"
      variant="outline"
      to="/student/quiz/$quizId"
      params={{ quizId: String(quizId) }}
      search={{ view: 'review' }}
      onClick={() => {
        actor.send({ type: 'triggers.practiceViewed' })
        recordViewed.mutate()
      }}
    >
      See how I did
    </ButtonLink>
  )
}

/**
 * Onboarding step 3 "suggest activity" (product.md §4): a short practice of the child's favourite subject that
 * they have not finished, the shortest first, so the warm-up stays short.
 */
export function suggestedPractice(quizzes: readonly QuizSummary[], favouriteSubject: unknown) {
  const favourite = typeof favouriteSubject === 'string' ? favouriteSubject.toLowerCase() : ''
  const open = quizzes.filter((q) => q.worksheet_id !== null && q.status !== 'completed')
  const rank = (q: QuizSummary) => (favourite && q.subject_name?.toLowerCase() === favourite ? 0 : 1)
  return [...open].sort((a, b) => rank(a) - rank(b) || a.num_questions - b.num_questions || a.id - b.id)[0]
}

/**
 * Beside onboarding step 3: start the suggested practice (`onboarding.activityStarted`); once it is saved, the
 * way to it. The check-in (step 4) follows when the practice is finished.
 */
export function SuggestedPractice({ actor }: { actor: OnboardingActor }) {
  const state = useSelector(actor, (s) => s.value)
  const step = useSelector(actor, (s) => s.context.step)
  const fields = useSelector(actor, (s) => s.context.fields)
  const practising = useSelector(actor, (s) => s.context.practising)
  const offered = (state === 'waiting' && step === 3) || state === 'awaitingPractice'
  const quizzes = useQuery({ ...quizzesQueryOptions(), enabled: offered, retry: false })
  if (!offered || !quizzes.data) return null
  const started = quizzes.data.find((q) => q.worksheet_id === fields.suggested_activity)
  if (state === 'awaitingPractice' && started)
    return (
      <p className={row}>
        <span className={mutedText}>Your warm-up practice is ready. Come back to tell me how it went!</span>
        <ButtonLink size="sm" to="/student/quiz/$quizId" params={{ quizId: String(started.id) }}>
          Open “{started.title}”
        </ButtonLink>
      </p>
    )
  const suggestion = practising ? undefined : suggestedPractice(quizzes.data, fields.favourite_subject)
  if (state !== 'waiting' || !suggestion?.worksheet_id) return null
  const worksheetId = suggestion.worksheet_id
  return (
    <p className={row}>
      <span className={mutedText}>
        Suggested: “{suggestion.title}”, {suggestion.num_questions} questions.
      </span>
      <Button size="sm" onClick={() => actor.send({ type: 'onboarding.activityStarted', worksheetId })}>
        Start this practice
      </Button>
    </p>
  )
}
