import { useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { show } from '../../../../../devtools/replay/replay'
import type { SessionLog } from '../../../../../devtools/session-logs'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { checkReplay, type ReplayCheck } from './replay-check'
import { mono, sectionTitle } from './styles'

type Props = { log: SessionLog; check: ReplayCheck | null; onCheck: (check: ReplayCheck) => void }

/** Replays the recording in this page and says whether every recorded state, and the last, came out the same. */
export function ReplayPanel({ log, check, onCheck }: Props) {
  const [running, setRunning] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  function run() {
    setRunning(true)
    setFailure(null)
    // A long recording takes a moment to replay; let the button say so before the work starts.
    setTimeout(() => {
      try {
        onCheck(checkReplay(log))
      } catch (error) {
        setFailure(error instanceof Error ? error.message : String(error))
      } finally {
        setRunning(false)
      }
    }, 0)
  }

  return (
    <section
      aria-labelledby="replay-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="replay-title" className={sectionTitle}>
        Check replay
      </h2>
      <p>
        Runs the recording again here, on the app’s own machines with a simulated clock, and compares each
        state with the one recorded. Each entry below gets ✓ or ✗.
      </p>
      <div>
        <Button
          onClick={run}
          loading={running}
          loadingText="Replaying…"
          variant={check ? 'outline' : 'solid'}
        >
          {check ? 'Check replay again' : 'Check replay'}
        </Button>
      </div>
      {failure ? (
        <Alert status="danger" title="The replay could not run">
          {failure}
        </Alert>
      ) : null}
      {check && !running ? <Verdict check={check} /> : null}
    </section>
  )
}

function Verdict({ check }: { check: ReplayCheck }) {
  const same = check.ends.every((end) => end.same)
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      {check.ok ? (
        <Alert status="success" title={`✓ Every recorded state was reached (${check.steps.length} steps)`} />
      ) : (
        <Alert status="danger" title={`✗ The replay differs from the recording (${check.problems.length})`}>
          <ul className={css({ listStyle: 'disc', ps: '5' })}>
            {check.problems.map((problem) => (
              <li key={problem} className={mono}>
                {problem}
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <div role="status">
        <p className={css({ fontWeight: '700' })}>
          {same
            ? '✓ The replay reached the same final state as the recording.'
            : '✗ The replay did not reach the same final state as the recording.'}
        </p>
        <ul className={css({ display: 'grid', gap: '1', mt: '1' })}>
          {check.ends.map((end) => (
            <li key={end.actor} className={css({ fontSize: 'sm' })}>
              <span className={mono}>{end.actor}</span>: recorded <code>{show(end.recorded)}</code>
              {end.same ? (
                ', replayed the same ✓'
              ) : (
                <>
                  , replay reached <code>{show(end.replayed)}</code> ✗
                </>
              )}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
