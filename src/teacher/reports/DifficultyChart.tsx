import { css } from '../../../styled-system/css'
import type { DifficultyCounts } from '../../api/class-reports'
import { BarChart } from '../../charts/BarChart'
import { table } from '../../ui/data-table'
import { Cell } from '../../ui/TableCell'
import { DIFFICULTIES } from '../worksheets/QuestionCard'

const difficultyName = (id: number) => DIFFICULTIES[id] ?? (id ? `Level ${id}` : 'Not set')
const dot = css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'sm', mr: '1.5' })

/** Questions answered and answered right, per difficulty: a chart for the eye, the table for the numbers. */
export function DifficultyChart({ counts }: { counts: DifficultyCounts }) {
  return (
    <div
      className={css({
        display: 'grid',
        gap: '3',
        gridTemplateColumns: { base: '1fr', md: '3fr 2fr' },
        alignItems: 'start',
      })}
    >
      <div>
        <BarChart
          labels={counts.map((c) => difficultyName(c.difficulty_level_id))}
          series={[
            { name: 'Answered', values: counts.map((c) => c.attempted), className: 'previous' },
            { name: 'Right', values: counts.map((c) => c.correct), className: 'current' },
          ]}
        />
        <p
          aria-hidden="true"
          className={css({ fontSize: 'sm', color: 'fg.muted', display: 'flex', gap: '4' })}
        >
          <span>
            <span className={`${dot} ${css({ bg: 'sand.600' })}`} />
            Answered
          </span>
          <span>
            <span className={`${dot} ${css({ bg: 'brand.solid' })}`} />
            Right
          </span>
        </p>
      </div>
      <table className={table}>
        <caption className={css({ srOnly: true })}>Questions answered and right, by difficulty</caption>
        <thead>
          <tr>
            <th scope="col">Difficulty</th>
            <th scope="col">Answered</th>
            <th scope="col">Right</th>
          </tr>
        </thead>
        <tbody>
          {counts.map((c) => (
            <tr key={c.difficulty_level_id}>
              <Cell label="Difficulty">{difficultyName(c.difficulty_level_id)}</Cell>
              <Cell label="Answered">{c.attempted}</Cell>
              <Cell label="Right">
                {c.correct} ({c.attempted ? Math.round((c.correct / c.attempted) * 100) : 0}%)
              </Cell>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
