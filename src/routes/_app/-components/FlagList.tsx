import { useMutation, useQueryClient } from '@tanstack/react-query'
import { css } from '../../../../styled-system/css'
import { chip } from '../../../../styled-system/recipes'
import type { ChatFlag } from '../../../api/coach-staff'
import { reviewFlag } from '../../../api/coach-staff'
import { messageOf } from '../../../api/errors'
import { Button } from '../../../ui/Button'
import { table, tableScroller } from '../../../ui/data-table'
import { Cell } from '../../../ui/TableCell'

/** What the coach was worried about, as a parent or teacher would say it (contracts/coach.ts FLAG_CATEGORIES). */
export const CATEGORY_WORDS: Record<ChatFlag['category'], string> = {
  self_harm: 'Talked about hurting themselves',
  abuse: 'Talked about being hurt by someone',
  sexual: 'Mentioned sexual things',
  violence: 'Talked about violence',
  bullying: 'Mentioned bullying',
  hate: 'Used hateful words',
  profanity: 'Used rude words',
  personal_info: 'Shared personal details',
  injection: 'Tried to make the coach break its rules',
  answer_guard: 'The coach nearly gave away an answer',
  moderation: 'Caught by the safety check',
}

// Severity comes from the safety classifier (server/ai/safety/classify.ts): 3 for self-harm and abuse.
const SEVERITY: Record<number, { words: string; tone: 'danger' | 'warning' | 'info' }> = {
  3: { words: 'Serious', tone: 'danger' },
  2: { words: 'Concerning', tone: 'warning' },
  1: { words: 'Minor', tone: 'info' },
}

const when = new Intl.DateTimeFormat('en-SG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Singapore',
})
const dateTime = (iso: string) => when.format(new Date(iso))

const said = css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere' })
const speaker = css({ fontWeight: '700', fontSize: 'xs', color: 'fg.muted', textTransform: 'uppercase' })
const muted = css({ color: 'fg.muted', fontSize: 'sm' })

export const studentName = (flag: ChatFlag) =>
  flag.student ? `${flag.student.first_name} ${flag.student.last_name}`.trim() : 'A visitor (not signed in)'

export function SeverityChip({ severity }: { severity: number }) {
  const { words, tone } = SEVERITY[severity] ?? SEVERITY[1]
  return <span className={chip({ tone })}>{words}</span>
}

type Props = {
  flags: ChatFlag[]
  /** Staff see whose message it was; a parent's list is about one child already. */
  showStudent?: boolean
  label: string
}

/** Messages the coach was worried about: what was said, what the coach answered, and "Mark as looked at". */
export function FlagList({ flags, showStudent = false, label }: Props) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard.
    <section className={tableScroller} tabIndex={0} aria-label={label}>
      <table className={table}>
        <thead>
          <tr>
            <th scope="col">When</th>
            {showStudent ? <th scope="col">Student</th> : null}
            <th scope="col">About</th>
            <th scope="col">What was said</th>
            <th scope="col">Looked at</th>
          </tr>
        </thead>
        <tbody>
          {flags.map((flag) => (
            <FlagRow key={flag.id} flag={flag} showStudent={showStudent} />
          ))}
        </tbody>
      </table>
    </section>
  )
}

function FlagRow({ flag, showStudent }: { flag: ChatFlag; showStudent: boolean }) {
  return (
    <tr>
      <Cell label="When" className={css({ whiteSpace: { md: 'nowrap' } })}>
        {dateTime(flag.created_at)}
      </Cell>
      {showStudent ? <Cell label="Student">{studentName(flag)}</Cell> : null}
      <Cell label="About">
        <div
          className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}
        >
          <span>{CATEGORY_WORDS[flag.category] ?? flag.category}</span>
          <SeverityChip severity={flag.severity} />
        </div>
      </Cell>
      <Cell label="What was said">
        <Conversation flag={flag} />
      </Cell>
      <Cell label="Looked at">
        <ReviewControl flag={flag} />
      </Cell>
    </tr>
  )
}

function Conversation({ flag }: { flag: ChatFlag }) {
  const child = flag.student?.first_name ?? 'The visitor'
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: { md: '14rem' } })}>
      <div>
        <p className={speaker}>{flag.direction === 'in' ? `${child} wrote` : 'The coach began to write'}</p>
        <p className={said}>{flag.message.text}</p>
      </div>
      {flag.direction === 'out' ? (
        <p className={muted}>The coach stopped this reply before it was shown.</p>
      ) : flag.reply ? (
        <div>
          <p className={speaker}>The coach answered</p>
          <p className={said}>{flag.reply}</p>
        </div>
      ) : (
        <p className={muted}>The coach did not answer this message.</p>
      )}
    </div>
  )
}

function ReviewControl({ flag }: { flag: ChatFlag }) {
  const queryClient = useQueryClient()
  const review = useMutation({
    mutationFn: (reviewed: boolean) => reviewFlag(queryClient, flag.id, reviewed),
  })
  const error = review.error ? (
    <p role="alert" className={css({ color: 'danger.fg', fontSize: 'sm' })}>
      {`Not saved. ${messageOf(review.error)}`}
    </p>
  ) : null
  if (flag.reviewed_at)
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
        <span className={muted}>Looked at {dateTime(flag.reviewed_at)}</span>
        <Button
          variant="link"
          size="sm"
          className={css({ whiteSpace: 'normal', textAlign: 'start' })}
          loading={review.isPending}
          onClick={() => review.mutate(false)}
        >
          Mark as not looked at
        </Button>
        {error}
      </div>
    )
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '1', alignItems: 'flex-start' })}>
      <Button
        variant="outline"
        size="sm"
        loading={review.isPending}
        loadingText="Saving…"
        onClick={() => review.mutate(true)}
      >
        Mark as looked at
      </Button>
      {error}
    </div>
  )
}
