import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { ArrowLeft } from 'lucide-react'
import { css } from '../../styled-system/css'
import { button } from '../../styled-system/recipes'
import { messageOf } from '../api/errors'
import { quizQueryOptions } from '../api/quiz'
import { Markdown } from '../quiz/Markdown'
import { Alert } from '../ui/Alert'
import { Spinner } from '../ui/Spinner'
import { ChatView } from './ChatView'
import { ChatSessionProvider } from './session'
import { mutedText } from './styles'

type Props = { quizId: number; position: number }

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  bg: 'bg.subtle',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  p: { base: '4', md: '5' },
})

/** What a child can ask about the question in one tap; the coach guides, it never gives the answer. */
export const questionSuggestions = (position: number) => [
  `Help me get started on question ${position}`,
  `What is question ${position} asking me to find?`,
  `Give me a small hint for question ${position}`,
]

/** The question the child asked about, above the conversation, with the way back to it. */
function QuestionCard({ quizId, position }: Props) {
  const quiz = useQuery(quizQueryOptions(quizId))
  const question = quiz.data?.questions[position - 1]
  return (
    <section aria-labelledby="asked-about" className={card}>
      <h2 id="asked-about" className={css({ fontWeight: '800', fontSize: 'lg' })}>
        {quiz.data ? `Question ${position} of ${quiz.data.title}` : `Question ${position}`}
      </h2>
      {quiz.isPending ? (
        <p className={mutedText}>
          <Spinner size="sm" label={null} /> Loading the question…
        </p>
      ) : quiz.error ? (
        <Alert status="warning" title="The question could not be shown here.">
          {messageOf(quiz.error)} The coach still knows which question you mean.
        </Alert>
      ) : question ? (
        <Markdown text={question.text} />
      ) : (
        <p className={mutedText}>This worksheet has no question {position}.</p>
      )}
      <div>
        <Link
          to="/student/quiz/$quizId"
          params={{ quizId: String(quizId) }}
          search={{ question: position }}
          className={button({ variant: 'outline', size: 'sm' })}
        >
          <ArrowLeft aria-hidden="true" />
          Back to the worksheet
        </Link>
      </div>
    </section>
  )
}

/**
 * "Ask Lantern" from a practice question (issue 14 item 2): a conversation of its own about that question. Every
 * turn carries the quiz and the question, so the coach's answer guard and guided steps apply to it.
 */
export function QuestionCoach({ quizId, position }: Props) {
  return (
    <ChatSessionProvider
      kind="student"
      scope={`quiz-${quizId}-question-${position}`}
      quizId={quizId}
      questionPosition={position}
    >
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '52rem' })}>
        <QuestionCard quizId={quizId} position={position} />
        <ChatView
          suggestions={questionSuggestions(position)}
          emptyTitle="Let’s work it out together"
          emptyText="Lantern will not tell you the answer, but it will help you find it one step at a time. Tell it what you have tried, or pick one of these."
          placeholder={`Ask about question ${position}`}
          scrollHeight="min(60vh, 36rem)"
        />
      </div>
    </ChatSessionProvider>
  )
}
