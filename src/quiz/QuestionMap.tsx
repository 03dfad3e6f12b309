import { isAnswered, type QuizSessionContext } from '../../machines/quizSession.machine'
import { questionMap } from '../../styled-system/recipes'
import { MARK_SYMBOL, type MarkStatus, markStatusOf, marksText } from './marks'
import { QuizSession, useQuizData } from './session'

type Status = 'answered' | 'unanswered' | Exclude<MarkStatus, 'waiting'>

type Item = { status: Status; words: string; symbol: string }

/** Part marks show as the marks themselves ("2/3"), the same thing the name says ("2 out of 3 marks"). */
const partSymbol = (given: number | null, max: number | undefined) =>
  max === undefined ? MARK_SYMBOL.part : `${given ?? 0}/${max}`

function statusOf(context: QuizSessionContext, questionId: number): Item {
  const evaluation = context.evaluations.find((e) => e.question_id === questionId)
  const mark = markStatusOf(evaluation)
  if (evaluation && mark !== 'waiting') {
    const words = {
      right: 'correct',
      part: 'part marks',
      wrong: 'not correct',
      teacher: 'your teacher will check it',
    }[mark]
    const symbol = mark === 'part' ? partSymbol(evaluation.marks_given, evaluation.max_score) : SYMBOL[mark]
    return { status: mark, words: `${words}, ${marksText(evaluation)}`, symbol }
  }
  return isAnswered(context.answers[questionId])
    ? { status: 'answered', words: 'answered', symbol: SYMBOL.answered }
    : { status: 'unanswered', words: 'not answered yet', symbol: '' }
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
              {item.symbol ? (
                <span aria-hidden="true" className={classes.symbol}>
                  {item.symbol}
                </span>
              ) : null}
            </button>
          </li>
        ))}
      </ol>
      <p className={classes.legend}>
        <span aria-hidden="true">● answered · ✓ correct · 2/3 part marks · ✗ not correct</span>
      </p>
    </nav>
  )
}
