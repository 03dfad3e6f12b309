import { createFileRoute } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { QuestionCoach } from '../../../coach/QuestionCoach'
import { StudentCoach } from '../../../coach/StudentCoach'
import { PremiumNudge } from '../../../courses/PremiumNudge'
import { guard } from '../../../router/guard'
import { pageTitle } from '../../-components/styles'

/** "Ask Lantern" from a practice question opens the coach on it: `?quiz=7&question=3`. */
export type CoachSearch = { quiz?: number; question?: number }

const positiveInt = (value: unknown, max: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 && n <= max ? n : undefined
}

export const Route = createFileRoute('/_app/student/v2/chat')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Chat with your AI tutor' },
  validateSearch: (search: Record<string, unknown>): CoachSearch => {
    const quiz = positiveInt(search.quiz, 2 ** 31 - 1)
    const question = quiz ? positiveInt(search.question, 200) : undefined
    return quiz && question ? { quiz, question } : {}
  },
  component: Page,
})

function Page() {
  const { quiz, question } = Route.useSearch()
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <PremiumNudge />
      <h1 className={pageTitle}>{quiz && question ? 'Ask Lantern' : 'Chat with your AI tutor'}</h1>
      {quiz && question ? (
        <QuestionCoach key={`${quiz}-${question}`} quizId={quiz} position={question} />
      ) : (
        <StudentCoach />
      )}
    </div>
  )
}
