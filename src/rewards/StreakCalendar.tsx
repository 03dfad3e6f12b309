import { Flame, Snowflake } from 'lucide-react'
import { css, cx } from '../../styled-system/css'

type Day = { date: string; state: 'practised' | 'frozen' | 'missed' | 'upcoming' }

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']
const LABEL = {
  practised: 'practised',
  frozen: 'kept by a streak freeze',
  missed: 'no practice',
  upcoming: 'still to come',
}

const cell = css({
  aspectRatio: '1',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: 'md',
  fontSize: 'sm',
  fontWeight: '700',
  borderWidth: '1px',
  '& svg': { width: '4', height: '4' },
})
const look = {
  practised: css({ bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' }),
  frozen: css({ bg: 'info.bg', color: 'info.fg', borderColor: 'info.border' }),
  missed: css({ bg: 'bg.surface', color: 'fg.muted', borderColor: 'border.default' }),
  upcoming: css({ bg: 'bg.subtle', color: 'fg.muted', borderColor: 'transparent' }),
}

const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00`).toLocaleDateString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  })

/** Five weeks of practice, Monday first: practised days glow, frozen days show a snowflake. */
export function StreakCalendar({ days, today }: { days: Day[]; today: string }) {
  return (
    <table
      className={css({
        width: '100%',
        maxWidth: '26rem',
        tableLayout: 'fixed',
        borderCollapse: 'separate',
        borderSpacing: '1',
      })}
    >
      <caption className={css({ srOnly: true })}>Your practice over the last five weeks</caption>
      <thead>
        <tr>
          {WEEKDAYS.map((d) => (
            <th key={d} scope="col" className={css({ fontSize: 'xs', color: 'fg.muted', fontWeight: '700' })}>
              {d}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {Array.from({ length: Math.ceil(days.length / 7) }, (_, w) => (
          <tr key={days[w * 7].date}>
            {days.slice(w * 7, w * 7 + 7).map((day) => (
              <td key={day.date} className={css({ p: '0' })}>
                <div
                  className={cx(
                    cell,
                    look[day.state],
                    day.date === today && css({ outline: '3px solid', outlineColor: 'brand.accent' }),
                  )}
                  title={`${longDate(day.date)}: ${LABEL[day.state]}`}
                >
                  <span className={css({ srOnly: true })}>
                    {longDate(day.date)}
                    {day.date === today ? ' (today)' : ''}: {LABEL[day.state]}
                  </span>
                  {day.state === 'practised' ? <Flame aria-hidden="true" /> : null}
                  {day.state === 'frozen' ? <Snowflake aria-hidden="true" /> : null}
                  {day.state === 'missed' || day.state === 'upcoming' ? (
                    <span aria-hidden="true">{Number(day.date.slice(8))}</span>
                  ) : null}
                </div>
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  )
}
