import { useQuery } from '@tanstack/react-query'
import { css } from '../../../../../../styled-system/css'
import { messageOf } from '../../../../../api/errors'
import { childTriesQueryOptions } from '../../../../../api/reports'
import { TriesList, triedAnswer } from '../../../../../quiz/AttemptHistory'
import { MathText } from '../../../../../ui/maths/MathText'

const muted = css({ color: 'fg.muted' })

/**
 * The questions the child tried again lately, with every try (issue 14 item 5): a "Try again" keeps the first
 * answer, so a parent reads what the child could do before being told, and how they got there.
 */
export function ChildTries({ childId, firstName }: { childId: number; firstName: string }) {
  const { data, error } = useQuery(childTriesQueryOptions(childId))
  const headingId = `tries-${childId}`
  return (
    <section
      aria-labelledby={headingId}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <h3 id={headingId} className={css({ fontWeight: '750', fontSize: 'md' })}>
        Tried again lately
      </h3>
      {error ? (
        <p className={muted}>{`The tries did not load. ${messageOf(error)}`}</p>
      ) : !data ? (
        <p role="status" className={muted}>
          Loading {firstName}’s tries…
        </p>
      ) : !data.items.length ? (
        <p className={muted}>
          Nothing tried twice in the last 30 days. When {firstName} tries a question again, every try shows
          here.
        </p>
      ) : (
        <ol
          className={css({ display: 'flex', flexDirection: 'column', gap: '4', listStyle: 'none', p: '0' })}
        >
          {data.items.map((item) => (
            <li
              key={item.evaluation_id}
              className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}
            >
              <p className={css({ fontWeight: '600' })}>
                <MathText text={item.text_preview} />
              </p>
              <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{item.worksheet_title}</p>
              <TriesList
                title={`${firstName}’s tries`}
                headingLevel={4}
                tries={item.tries.map((a) => ({ ...a, answer: triedAnswer(a) }))}
                maxScore={item.max_score}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
