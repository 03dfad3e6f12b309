import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { css } from '../../../../../../styled-system/css'
import { adminBadgesQueryOptions } from '../../../../../api/admin-rewards'
import { LoadFailed, Loading } from '../../../../../teacher/states'
import { Button } from '../../../../../ui/Button'
import { RewardTable } from './RewardTable'
import type { Send } from './types'

const header = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mb: '4' })

export function BadgesTab({ send }: { send: Send }) {
  const { data, error, isPending, refetch } = useQuery(adminBadgesQueryOptions())
  return (
    <section aria-label="Badges" className={css({ pt: '4' })}>
      <div className={header}>
        <p className={css({ color: 'fg.muted', flex: '1 1 20rem' })}>
          Badges show on each child’s badges page. A new badge is earned by work already done, the next time
          the child finishes a worksheet.
        </p>
        <Button onClick={() => send({ type: 'editor.open', item: { kind: 'badge', id: null, name: '' } })}>
          <Plus aria-hidden="true" />
          Add a badge
        </Button>
      </div>
      {error ? (
        <LoadFailed title="The badges did not load" error={error} retry={() => refetch()} />
      ) : isPending ? (
        <Loading>Loading the badges…</Loading>
      ) : data.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>
          No badges yet. Add one: children see it straight away, with what earns it.
        </p>
      ) : (
        <RewardTable rewards={data} kind="badge" label="Table of badges" send={send} />
      )}
    </section>
  )
}
