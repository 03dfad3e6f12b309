import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import { dataState } from '../../../../../../machines/dataState'
import { type RewardItem, rewardsAdminMachine } from '../../../../../../machines/rewardsAdmin.machine'
import { css } from '../../../../../../styled-system/css'
import { changeRewardTarget, refreshRewards, saveRewardTarget } from '../../../../../api/admin-rewards'
import { observe } from '../../../../../devtools/observe'
import { Alert } from '../../../../../ui/Alert'
import * as Tabs from '../../../../../ui/Tabs'
import { lead, pageContainer, pageTitle } from '../../../../-components/styles'
import { BadgesTab } from './BadgesTab'
import { ChangeDialog } from './ChangeDialog'
import { EditorDialog } from './EditorDialog'
import { ThemesTab } from './ThemesTab'
import type { Send } from './types'

/** Admin page: the badges children earn and the sticker book's themes and stickers (issue 15, ADR 0060, 0066). */
export function RewardsAdminPage() {
  const [logic] = useState(() =>
    rewardsAdminMachine.provide({
      actors: {
        save: fromPromise(async ({ input }) => saveRewardTarget(input.item, input.body as never)),
        change: fromPromise(async ({ input }) => changeRewardTarget(input.item, input.change)),
      },
      actions: { changed: () => refreshRewards() },
    }),
  )
  const [snapshot, send] = useMachine(logic, { inspect: observe })
  const { context } = snapshot
  const item = context.item as RewardItem | null

  return (
    <div className={pageContainer} data-state={dataState(snapshot.value)}>
      <h1 className={pageTitle}>Rewards</h1>
      <p className={`${lead} ${css({ mt: '2', mb: '4' })}`}>
        The badges children earn and the stickers that fill their sticker book, with what earns each. Nothing
        here rewards speed: every rule counts worksheets finished, full marks or days practised.
      </p>
      {context.notice ? (
        <Alert status="success" className={css({ mb: '4' })}>
          {context.notice}
        </Alert>
      ) : null}
      <Tabs.Root defaultValue="badges" unmountOnExit={false}>
        <Tabs.List>
          <Tabs.Trigger value="badges">Badges</Tabs.Trigger>
          <Tabs.Trigger value="themes">Sticker book</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="badges">
          <BadgesTab send={send as Send} />
        </Tabs.Content>
        <Tabs.Content value="themes">
          <ThemesTab send={send as Send} />
        </Tabs.Content>
      </Tabs.Root>
      {item && (snapshot.matches('editing') || snapshot.matches('saving')) ? (
        <EditorDialog
          item={item}
          saving={snapshot.matches('saving')}
          error={context.error}
          onSave={(body) => send({ type: 'editor.save', body })}
          onClose={() => send({ type: 'editor.cancel' })}
        />
      ) : null}
      {item && context.change && (snapshot.matches('confirming') || snapshot.matches('changing')) ? (
        <ChangeDialog
          item={item}
          change={context.change}
          pending={snapshot.matches('changing')}
          error={context.error}
          onConfirm={() => send({ type: 'change.confirm' })}
          onClose={() => send({ type: 'change.cancel' })}
        />
      ) : null}
    </div>
  )
}
