import { isAnswered, type QuizSessionContext } from '../../machines/quizSession.machine'
import { questionMap } from '../../styled-system/recipes'
import { MARK_SYMBOL, type MarkStatus, markStatusOf, marksText } from './marks'
import { QuizSession, useQuizData } from './session'

type Status = 'answered' | 'unanswered' | Exclude<MarkStatus, 'waiting'>

function statusOf(context: QuizSessionContext, questionId: number): { status: Status; words: string } {
  const evaluation = context.evaluations.find((e) => e.question_id === questionId)
  const mark = markStatusOf(evaluation)
  if (evaluation && mark !== 'waiting') {
    const words = {
      right: 'correct',
      part: 'part marks',
      wrong: 'not correct',
      teacher: 'your teacher will check it',
    }[mark]
    return { status: mark, words: `${words}, ${marksText(evaluation)}` }
  }
  return isAnswered(context.answers[questionId])
    ? { status: 'answered', words: 'answered' }
    : { status: 'unanswered', words: 'not answered yet' }
}

const SYMBOL: Record<Status, string> = { ...MARK_SYMBOL, answered: '●', unanswered: '' }

/** Every question as a numbered button; its name says whether it is answered or how it was marked. */
export function QuestionMap() {
  const classes = questionMap()
  const { numberOf } = useQuizData()
  const session = QuizSession.useActorRef()
  const items = QuizSession.useSelector(
    (s) => s.context.questionIds.map((id) => ({ id, ...statusOf(s.context, id) })),
    (a, b) => a.length === b.length && a.every((item, i) => item.words === b[i].words),
  )
  const current = QuizSession.useSelector((s) => s.context.currentIndex)
  return (
    <nav aria-label="Questions" className={classes.root}>
      <ol className={classes.list}>
        {items.map((item, index) => (
          <li key={item.id}>
            <button
              type="button"
              className={classes.item}
              data-status={item.status}
              aria-current={index === current ? 'step' : undefined}
              aria-label={`Question ${numberOf(item.id)}, ${item.words}`}
              onClick={() => session.send({ type: 'quiz.goTo', index })}
            >
              <span className={classes.number}>{numberOf(item.id)}</span>
              {SYMBOL[item.status] ? (
                <span aria-hidden="true" className={classes.symbol}>
                  {SYMBOL[item.status]}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ol>
      <p className={classes.legend}>
        <span aria-hidden="true">● answered · ✓ correct · ½ part marks · ✗ not correct</span>
      </p>
    </nav>
  )
}
