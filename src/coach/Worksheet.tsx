import { css } from '../../styled-system/css'
import type { QuizDetail } from '../api/quiz'
import { Markdown } from '../quiz/Markdown'
import { OptionList } from '../ui/OptionList'
import { mutedText } from './styles'

type Question = QuizDetail['questions'][number]

const item = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  borderTopWidth: '1px',
  borderColor: 'border.default',
  pt: '3',
  minWidth: 0,
})
const image = css({ maxWidth: '100%', height: 'auto', borderRadius: 'md' })

function QuestionItem({ question, number }: { question: Question; number: number }) {
  return (
    <li className={item}>
      <h3 className={css({ fontWeight: '800' })}>Question {number}</h3>
      <Markdown text={question.text} />
      {question.question_images.map((img, i) => (
        <img
          key={img.url}
          src={img.url}
          className={image}
          alt={
            img.alt ??
            `Diagram ${question.question_images.length > 1 ? `${i + 1} ` : ''}for question ${number}`
          }
        />
      ))}
      {question.options.length > 0 ? (
        <OptionList options={question.options} labels={question.option_labels} />
      ) : null}
      {question.sub_questions.map((sub, i) => (
        <div key={sub.id} className={css({ pl: '3', borderLeftWidth: '2px', borderColor: 'border.default' })}>
          <p className={css({ fontWeight: '700' })}>({String.fromCharCode(97 + i)})</p>
          <Markdown text={sub.text} />
        </div>
      ))}
    </li>
  )
}

/** A public worksheet to read beside the coach: the visitor asks about "question 2" by its number. */
export function Worksheet({ quiz }: { quiz: QuizDetail }) {
  return (
    <section
      aria-labelledby="worksheet-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3', minWidth: 0 })}
    >
      <h1 id="worksheet-title" className={css({ fontSize: '2xl', fontWeight: '800' })}>
        {quiz.title}
      </h1>
      <p className={mutedText}>
        {quiz.questions.length} questions. Ask the coach about any of them by number, for example “help with
        question 2”.
      </p>
      <ol className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        {quiz.questions.map((q, i) => (
          <QuestionItem key={q.id} question={q} number={i + 1} />
        ))}
      </ol>
    </section>
  )
}
