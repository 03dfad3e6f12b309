import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { css } from '../../styled-system/css'
import { messageOf } from '../api/errors'
import {
  type HideTarget,
  leaderboardVisibilityQueryOptions,
  setLeaderboardVisibility,
} from '../api/leaderboard'
import { Alert } from '../ui/Alert'
import { Button } from '../ui/Button'
import * as Card from '../ui/Card'
import { Checkbox } from '../ui/Checkbox'

type Props = {
  target: HideTarget
  /** The child's first name, as the sentence says it. */
  name: string
  /** What the grown-up reading it is to the child: a parent says "your child", a teacher "this student". */
  who: 'parent' | 'teacher'
}

/**
 * A parent's or teacher's switch that keeps a child off leaderboards (ADR 0059): other children then neither see
 * the child's name and points nor rank against them. It shows what the server stored, so a reload agrees.
 */
export function LeaderboardHideSwitch({ target, name, who }: Props) {
  const queryClient = useQueryClient()
  const options = leaderboardVisibilityQueryOptions(target)
  const { data, error, isPending, refetch } = useQuery(options)
  // While saving, the switch shows what was asked for (set in the same event as the click, so the switch never
  // flicks back before the request starts); the server's answer then takes over, or the old value on failure.
  const [asked, setAsked] = useState<boolean | null>(null)
  const save = useMutation({
    mutationFn: (hidden: boolean) => setLeaderboardVisibility(target, !hidden),
    onSuccess: (state) => queryClient.setQueryData(options.queryKey, state),
    onSettled: () => setAsked(null),
  })
  const hidden = asked ?? (data ? !data.visible : false)

  return (
    <Card.Root as="section" aria-labelledby={`leaderboard-${who}-title`}>
      <Card.Header>
        <Card.Title id={`leaderboard-${who}-title`}>Leaderboards</Card.Title>
        <Card.Description>
          Each week {name} can race other children of the same level for points in a league.{' '}
          {who === 'parent'
            ? 'You decide whether other children may see them there.'
            : 'You, or a parent, can keep a student off if that is better for them.'}
        </Card.Description>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        {error ? (
          <Alert status="danger" title="The leaderboard setting did not load">
            <p>{messageOf(error)}</p>
            <Button variant="outline" size="sm" className={css({ mt: '2' })} onClick={() => refetch()}>
              Try again
            </Button>
          </Alert>
        ) : isPending ? (
          <p role="status" className={css({ color: 'fg.muted' })}>
            Loading the leaderboard setting…
          </p>
        ) : (
          <>
            <Checkbox
              role="switch"
              checked={hidden}
              disabled={save.isPending}
              onChange={(event) => {
                setAsked(event.currentTarget.checked)
                save.mutate(event.currentTarget.checked)
              }}
              label={
                <span>
                  <strong>Hide {name} from leaderboards</strong>
                  <br />
                  <span className={css({ color: 'fg.muted' })}>
                    Other children will not see {name}’s name or points, and {name} is not ranked. {name}{' '}
                    still earns points and sees their own.
                  </span>
                </span>
              }
            />
            <p role="status" aria-live="polite" className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              {save.isPending
                ? 'Saving…'
                : save.isSuccess
                  ? hidden
                    ? `Saved: ${name} is hidden from leaderboards.`
                    : `Saved: ${name} appears on leaderboards again.`
                  : ''}
            </p>
            {save.error ? (
              <Alert status="danger" title="That did not save">
                {messageOf(save.error)}
              </Alert>
            ) : null}
          </>
        )}
      </Card.Body>
    </Card.Root>
  )
}
