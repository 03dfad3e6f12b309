import { Link } from '@tanstack/react-router'
import { SESSION_LOG_LIMITS } from '../../../../../../contracts/session-log-limits'
import { css } from '../../../../../../styled-system/css'
import { button } from '../../../../../../styled-system/recipes'
import { lead, pageContainer, pageTitle } from '../../../../-components/styles'

export function MissingSessionLog() {
  return (
    <div className={`${pageContainer} ${css({ display: 'flex', flexDirection: 'column', gap: '4' })}`}>
      <h1 className={pageTitle}>We can’t find that recording</h1>
      <p className={lead}>
        The number may be wrong, or the recording is older than {SESSION_LOG_LIMITS.keepDays} days and has
        been deleted.
      </p>
      <div>
        <Link to="/admin/session-logs" className={button()}>
          See all recordings
        </Link>
      </div>
    </div>
  )
}
