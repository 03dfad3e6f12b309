import { useQuery } from '@tanstack/react-query'
import type { OnboardingAnswers } from '../../../../../machines/aiAcademyOnboarding.machine'
import { css } from '../../../../../styled-system/css'
import { type CatalogueCourse, catalogueQueryOptions } from '../../../../api/catalog'
import { formatMoney } from '../../../../commerce/money'
import { Spinner } from '../../../../ui/Spinner'
import { GOAL_ADVICE, GOALS, PRACTICE, PRACTICE_ADVICE } from './copy'

const list = css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' })
const line = css({
  display: 'flex',
  justifyContent: 'space-between',
  gap: '3',
  py: '2',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
})
const box = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '5' },
})

const listOf = (items: readonly string[]) =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} and ${items.at(-1)}` : (items[0] ?? '')

type Priced = { subject: string; course: CatalogueCourse | undefined }

function pricesOf(courses: readonly CatalogueCourse[] | undefined, answers: OnboardingAnswers): Priced[] {
  return answers.subjects.map((subject) => ({
    subject,
    course: courses?.find(
      (c) => c.subject_name === subject && c.academic_level_name === answers.school_level && c.price,
    ),
  }))
}

/** Step 4: what we suggest, with each chosen subject's monthly price from the public catalogue, and Lite. */
export function PlanSummary({ answers }: { answers: OnboardingAnswers }) {
  const catalogue = useQuery(catalogueQueryOptions())
  const name = answers.child_first_name.trim()
  const goal = GOALS.find((g) => g.value === answers.goal)?.wants ?? ''
  const practice = PRACTICE.find((p) => p.value === answers.practice_days)?.label.toLowerCase() ?? ''
  const priced = pricesOf(catalogue.data, answers)
  const forSale = priced.filter((p) => p.course?.price)
  const total = forSale.reduce((sum, p) => sum + (p.course?.price?.monthly_amount_cents ?? 0), 0)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}>
      <p className={css({ fontSize: 'lg' })}>
        {name} is in {answers.school_level}, wants to <strong>{goal}</strong> and can practise {practice}. We
        suggest {listOf(answers.subjects)}, with {GOAL_ADVICE[answers.goal]}.{' '}
        {PRACTICE_ADVICE[answers.practice_days]}
      </p>
      <section aria-labelledby="full-plan" className={box}>
        <h3 id="full-plan" className={css({ fontWeight: '800', fontSize: 'lg', mb: '2' })}>
          Full access for {name}
        </h3>
        {catalogue.isPending ? (
          <Spinner size="sm" label="Loading the prices" />
        ) : (
          <ul className={list}>
            {priced.map(({ subject, course }) => (
              <li key={subject} className={line}>
                <span>
                  {answers.school_level} {subject}
                </span>
                <span className={css({ fontWeight: '700', whiteSpace: 'nowrap' })}>
                  {course?.price
                    ? `${formatMoney(course.price.monthly_amount_cents, course.price.currency)}/month`
                    : 'Coming soon'}
                </span>
              </li>
            ))}
            {forSale.length > 1 ? (
              <li className={`${line} ${css({ borderBottomWidth: '0', fontWeight: '800' })}`}>
                <span>Total</span>
                <span>{formatMoney(total)}/month</span>
              </li>
            ) : null}
          </ul>
        )}
        {catalogue.isError ? (
          <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })}>
            We could not load the prices just now. Each subject is S$29 a month.
          </p>
        ) : null}
        <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '3' })}>
          Every worksheet, notes and mock exams, with no heart limit. Cancel any time.
        </p>
      </section>
      <section aria-labelledby="lite-plan" className={box}>
        <h3 id="lite-plan" className={css({ fontWeight: '800', fontSize: 'lg', mb: '1' })}>
          Or start free with Lite
        </h3>
        <p className={css({ color: 'fg.muted' })}>
          Real practice with AI marking and a set number of hearts. No card needed; upgrade only if it helps.
        </p>
      </section>
    </div>
  )
}
