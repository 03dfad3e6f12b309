import { Download } from 'lucide-react'
import { css } from '../../../../../../styled-system/css'
import { type SessionLog, sessionLogFile } from '../../../../../devtools/session-logs'
import { Button } from '../../../../../ui/Button'
import { sectionTitle } from './styles'

/** The recording as a file, and the commands that replay it outside the browser. */
export function ReplayCommand({ log }: { log: SessionLog }) {
  const file = sessionLogFile(log)
  function download() {
    // Made on demand: a recording can be megabytes, too much to keep in the page as a link.
    const url = URL.createObjectURL(new Blob([file.json], { type: 'application/json' }))
    const anchor = document.createElement('a')
    anchor.href = url
    anchor.download = file.name
    anchor.click()
    setTimeout(() => URL.revokeObjectURL(url), 0)
  }
  return (
    <section
      aria-labelledby="command-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2 id="command-title" className={sectionTitle}>
        Replay it yourself
      </h2>
      <div>
        <Button variant="outline" onClick={download}>
          <Download aria-hidden="true" />
          Download JSON
        </Button>
      </div>
      <p>From a checkout of Lantern, replay the downloaded file:</p>
      <pre className={command}>npm run qa:replay -- --log {file.name}</pre>
      <p>
        Or fetch it by number from a running server (set <code>QA_API_URL</code>, and{' '}
        <code>QA_ADMIN_TOKEN</code> or <code>QA_ADMIN_EMAIL</code> and <code>QA_ADMIN_PASSWORD</code>):
      </p>
      <pre className={command}>npm run qa:replay -- --log {log.id}</pre>
    </section>
  )
}

const command = css({
  fontFamily: 'mono',
  fontSize: 'sm',
  bg: 'bg.subtle',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  px: '3',
  py: '2',
  overflowX: 'auto',
  whiteSpace: 'pre',
})
