import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { SESSION_LOG_LIMITS } from '../../../../contracts/session-log-limits'
import { css } from '../../../../styled-system/css'
import { messageOf } from '../../../api/errors'
import { QueryProvider } from '../../../api/QueryProvider'
import { useSessionUser } from '../../../auth/session'
import { sessionRecordingQueryOptions, setSupportRecording } from '../../../devtools/support-recording'
import { Alert } from '../../../ui/Alert'
import { Button } from '../../../ui/Button'
import { Spinner } from '../../../ui/Spinner'
import { TextLink } from '../../../ui/TextLink'
import { supportCard } from './support-styles'

const DAYS = SESSION_LOG_LIMITS.consentDays

/** Lets a signed-in person record their sessions for support for a week (ADR 0022), in words a child follows. */
export function SupportRecording() {
  const user = useSessionUser()
  return (
    <section aria-labelledby="recording-title" className={supportCard}>
      <h2 id="recording-title" className={css({ fontSize: 'xl', fontWeight: '750' })}>
        Help us see what went wrong
      </h2>
      <p>
        If something in Lantern is not working, you can let us record how you use it for the next {DAYS} days.
        Our support team can then play it back, step by step, to find the problem.
      </p>
      <ul className={points}>
        <li>
          <strong>What we record:</strong> the buttons you press and the screens you open.
        </li>
        <li>
          <strong>What we never record:</strong> anything you type, or your answers.
        </li>
        <li>
          <strong>How long:</strong> {DAYS} days, then it turns itself off. You can turn it off sooner.
        </li>
      </ul>
      {user ? (
        // The public pages have no query cache of their own (ADR 0012); this card brings it.
        <QueryProvider>
          <RecordingSwitch userId={user.id} />
        </QueryProvider>
      ) : (
        <p>
          Please log in first, so we know whose recording it is.{' '}
          <TextLink to="/login" search={{ redirect: '/support' }}>
            Log in
          </TextLink>
        </p>
      )}
    </section>
  )
}

function RecordingSwitch({ userId }: { userId: number }) {
  const queryClient = useQueryClient()
  const options = sessionRecordingQueryOptions(userId)
  const recording = useQuery(options)
  const change = useMutation({
    mutationFn: setSupportRecording,
    onSuccess: (setting) => queryClient.setQueryData(options.queryKey, setting),
  })

  if (recording.isPending) return <Spinner label="Checking whether recording is on" />
  if (recording.isError)
    return (
      <Alert status="danger" title="We could not check whether recording is on">
        <p>{messageOf(recording.error)}</p>
        <Button size="sm" variant="outline" className={css({ mt: '2' })} onClick={() => recording.refetch()}>
          Try again
        </Button>
      </Alert>
    )

  const { enabled, until, records_everyone } = recording.data
  const turningOn = !enabled
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p aria-live="polite" className={css({ fontWeight: '700' })}>
        {enabled && until ? `Recording is on until ${dateTime(until)}.` : 'Recording is off.'}
      </p>
      {change.isError ? (
        <Alert status="danger" title={`We could not turn recording ${turningOn ? 'on' : 'off'}`}>
          {messageOf(change.error)}
        </Alert>
      ) : null}
      <div>
        <Button
          variant={enabled ? 'outline' : 'solid'}
          loading={change.isPending}
          loadingText={turningOn ? 'Turning on…' : 'Turning off…'}
          onClick={() => change.mutate(turningOn)}
        >
          {enabled ? 'Turn recording off' : `Turn on for ${DAYS} days`}
        </Button>
      </div>
      {records_everyone ? (
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          This copy of Lantern is for testing, so it records every visit anyway, whether this is on or off.
        </p>
      ) : null}
    </div>
  )
}

const dateTime = (iso: string) =>
  new Date(iso).toLocaleString(undefined, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  })

const points = css({ listStyle: 'disc', ps: '6', display: 'flex', flexDirection: 'column', gap: '1' })
