import { useSelector } from '@xstate/react'
import { CalendarCheck } from 'lucide-react'
import { dataState } from '../../machines/dataState'
import { css } from '../../styled-system/css'
import { Button } from '../ui/Button'
import type { PlanActor } from './engagement'
import { singaporeToday } from './engagement'
import { mutedText } from './styles'

const box = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'xl',
  bg: 'bg.surface',
  p: '4',
})

/** The seven-day plan: today's activity and the days done, with the step the plan machine is ready for. */
export function PlanCard({ actor }: { actor: PlanActor }) {
  const state = useSelector(actor, (s) => dataState(s.value))
  const { plan, completion } = useSelector(actor, (s) => s.context)
  const busy = state === 'generating' || state === 'reloading' || state.startsWith('active.continuing')
  const today = plan?.days.find((d) => d.date === singaporeToday()) ?? null
  const daysDone =
    plan?.days.filter((d) => d.activities.length > 0 && d.activities.every((a) => a.completed)).length ?? 0
  return (
    <section aria-labelledby="plan-title" className={box} data-flow="sevenDayPlan" data-state={state}>
      <h2
        id="plan-title"
        className={css({ fontWeight: '800', display: 'flex', gap: '2', alignItems: 'center' })}
      >
        <CalendarCheck aria-hidden className={css({ width: '5', height: '5', color: 'brand.solid' })} />
        Your seven-day plan
      </h2>
      {plan ? (
        <>
          <p className={mutedText}>
            {daysDone} of {plan.days.length} days done
            {completion
              ? ` · ${completion.completed_activities} of ${completion.total_activities} activities`
              : ''}
          </p>
          {today ? (
            <div>
              <p className={css({ fontWeight: '700' })}>Today</p>
              <ul className={css({ listStyle: 'disc', pl: '5' })}>
                {today.activities.map((a) => (
                  <li key={a.id}>
                    {a.title}
                    {a.completed ? ' (done)' : ''}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <p className={mutedText}>Nothing planned for today.</p>
          )}
        </>
      ) : (
        <p className={mutedText}>A week of short practices chosen for you, one or two a day.</p>
      )}
      {state === 'noPlan' ? (
        <Button size="sm" loading={busy} onClick={() => actor.send({ type: 'plan.generate' })}>
          Make my plan
        </Button>
      ) : null}
      {state === 'active.today' && today ? (
        <Button size="sm" onClick={() => actor.send({ type: 'plan.practice' })}>
          Start today’s practice
        </Button>
      ) : null}
      {state === 'complete' ? (
        <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'plan.generateNext' })}>
          Plan my next week
        </Button>
      ) : null}
      {state === 'generateFailed' || state === 'reloadFailed' ? (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
          <p role="alert">Your plan could not be made just now.</p>
          <Button size="sm" variant="outline" onClick={() => actor.send({ type: 'plan.retry' })}>
            Try again
          </Button>
        </div>
      ) : null}
      {busy ? <p className={mutedText}>The coach is writing your plan…</p> : null}
    </section>
  )
}
