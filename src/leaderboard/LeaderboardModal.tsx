import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMachine } from '@xstate/react'
import { useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import type { Leaderboard } from '../../contracts/leaderboard'
import { dataState } from '../../machines/dataState'
import { type LoadedBoard, leaderboardModalMachine } from '../../machines/leaderboardModal.machine'
import { modalSeenKey, parseSeen } from '../../machines/leaderboardModal.rules'
import { css } from '../../styled-system/css'
import { leaderboardQueryOptions } from '../api/leaderboard'
import { observe } from '../devtools/observe'
import { Button } from '../ui/Button'
import * as Dialog from '../ui/Dialog'
import { ordinal } from './dates'
import { LEAGUE_NAMES, LeagueEmblem } from './LeagueEmblem'

function readSeen(userId: number) {
  try {
    return parseSeen(localStorage.getItem(modalSeenKey(userId)))
  } catch {
    return parseSeen(null)
  }
}

function resultWords(previous: NonNullable<Leaderboard['period']['previous']>) {
  const name = LEAGUE_NAMES[previous.league]
  const place = previous.rank ? `You came ${ordinal(previous.rank)} in the ${name} league` : 'Last week'
  const points = `${place} with ${previous.points} points.`
  switch (previous.outcome) {
    case 'promoted':
      return { title: 'Hooray, you move up!', text: `${points} This week you race in a higher league!` }
    case 'demoted':
      return {
        title: 'A fresh start',
        text: `${points} This week you race one league down: a great place to climb back up!`,
      }
    case 'stayed':
      return { title: "Last week's results", text: `${points} You stay in ${name}. A new race starts now!` }
    default:
      return {
        title: "Last week's points",
        text: `You earned ${previous.points} points last week. Well done!`,
      }
  }
}

/**
 * Last week's results, then this week's league, each shown once (the leaderboardModal machine). Mount it on the
 * student's pages that should greet her with league news: the leaderboard page and the dashboard.
 */
export function LeaderboardModal({ userId }: { userId: number }) {
  const queryClient = useQueryClient()
  const [logic] = useState(() =>
    leaderboardModalMachine.provide({
      actors: {
        loadLeaderboard: fromPromise<LoadedBoard>(async () => {
          const board = await queryClient.fetchQuery(leaderboardQueryOptions(userId))
          return { period: board.period, loadedAt: Date.now() }
        }),
      },
      actions: {
        rememberSeen: (_, seen) => {
          try {
            localStorage.setItem(modalSeenKey(userId), JSON.stringify(seen))
          } catch {
            // Storage may be full or blocked: the modal then shows again next time, which does no harm.
          }
        },
      },
    }),
  )
  const [snapshot, send] = useMachine(logic, { input: { seen: readSeen(userId) }, inspect: observe })
  const { data: board, dataUpdatedAt } = useQuery(leaderboardQueryOptions(userId))
  // The page read the leaderboard again (new points, or "Try again" after a failure): the modal looks again.
  const lastSeenUpdate = useRef(dataUpdatedAt)
  useEffect(() => {
    if (dataUpdatedAt <= lastSeenUpdate.current) return
    lastSeenUpdate.current = dataUpdatedAt
    send({ type: 'leaderboard.changed' })
  }, [dataUpdatedAt, send])
  const showing = snapshot.matches('results') ? 'results' : snapshot.matches('joinNew') ? 'joinNew' : null
  const previous = board?.period.previous
  const words =
    showing === 'results' && previous
      ? resultWords(previous)
      : board?.period.assigned
        ? {
            title: `You are in the ${LEAGUE_NAMES[board.league]} league!`,
            text: 'This week you race children at your level for points. Every worksheet you finish earns points. Good luck!',
          }
        : {
            title: 'A new week, a new race!',
            text: `Earn points this week to join the ${LEAGUE_NAMES[board?.league ?? 1]} league race.`,
          }
  const league = board?.league
  return (
    <div data-flow="leaderboardModal" data-state={dataState(snapshot.value)} hidden>
      {/* One dialog per modal: results and the new league each open, and close, on their own. */}
      <Dialog.Root
        key={showing ?? 'none'}
        open={showing !== null}
        onOpenChange={({ open }) => {
          if (!open) send({ type: 'modal.dismiss' })
        }}
      >
        <Dialog.Content>
          <div
            className={css({
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: '3',
              textAlign: 'center',
            })}
          >
            {league ? <LeagueEmblem league={league} size={96} /> : null}
            <Dialog.Title>{words.title}</Dialog.Title>
            <Dialog.Description>{words.text}</Dialog.Description>
            <Dialog.CloseTrigger asChild>
              <Button>{showing === 'results' ? 'Yay!' : "Let's go"}</Button>
            </Dialog.CloseTrigger>
          </div>
        </Dialog.Content>
      </Dialog.Root>
    </div>
  )
}
