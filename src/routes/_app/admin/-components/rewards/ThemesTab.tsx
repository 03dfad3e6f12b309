import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { css } from '../../../../../../styled-system/css'
import { type AdminTheme, adminThemesQueryOptions } from '../../../../../api/admin-rewards'
import { LoadFailed, Loading } from '../../../../../teacher/states'
import { Button } from '../../../../../ui/Button'
import * as Card from '../../../../../ui/Card'
import { RewardTable } from './RewardTable'
import type { Send } from './types'

const header = css({ display: 'flex', flexWrap: 'wrap', gap: '3', alignItems: 'center', mb: '4' })
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })

export function ThemesTab({ send }: { send: Send }) {
  const { data, error, isPending, refetch } = useQuery(adminThemesQueryOptions())
  return (
    <section aria-label="Sticker book" className={css({ pt: '4' })}>
      <div className={header}>
        <p className={css({ color: 'fg.muted', flex: '1 1 20rem' })}>
          Each theme is a page of the sticker book; children collect its stickers by practising.
        </p>
        <Button onClick={() => send({ type: 'editor.open', item: { kind: 'theme', id: null, name: '' } })}>
          <Plus aria-hidden="true" />
          Add a theme
        </Button>
      </div>
      {error ? (
        <LoadFailed title="The sticker book did not load" error={error} retry={() => refetch()} />
      ) : isPending ? (
        <Loading>Loading the sticker book…</Loading>
      ) : data.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>No themes yet. Add one, then give it stickers.</p>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
          {data.map((theme) => (
            <ThemeCard key={theme.id} theme={theme} send={send} />
          ))}
        </div>
      )}
    </section>
  )
}

function ThemeCard({ theme, send }: { theme: AdminTheme; send: Send }) {
  const collected = theme.collectibles.reduce((n, c) => n + c.earned_count, 0)
  const titleId = `theme-${theme.id}-title`
  const item = { kind: 'theme' as const, id: theme.id, name: theme.name, earned: collected }
  return (
    <Card.Root as="section" aria-labelledby={titleId}>
      <Card.Header>
        <Card.Title id={titleId}>{theme.name}</Card.Title>
        {theme.description ? <Card.Description>{theme.description}</Card.Description> : null}
        <div className={actions}>
          <Button size="sm" variant="outline" onClick={() => send({ type: 'editor.open', item })}>
            Edit theme
          </Button>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              send({
                type: 'editor.open',
                item: { kind: 'collectible', id: null, themeId: theme.id, name: '' },
              })
            }
          >
            <Plus aria-hidden="true" />
            Add a sticker
          </Button>
          {collected === 0 ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => send({ type: 'change.ask', item, change: 'delete' })}
            >
              Delete theme
            </Button>
          ) : null}
        </div>
        {collected > 0 ? (
          <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '2' })}>
            Children have collected stickers from this theme, so it stays. Retire a sticker to stop children
            earning it; they keep the ones they have.
          </p>
        ) : null}
      </Card.Header>
      <Card.Body>
        {theme.collectibles.length === 0 ? (
          <p className={css({ color: 'fg.muted' })}>
            No stickers yet: this page of the children’s sticker book stays empty until you add some.
          </p>
        ) : (
          <RewardTable
            rewards={theme.collectibles}
            kind="collectible"
            themeId={theme.id}
            label={`Stickers of ${theme.name}`}
            send={send}
          />
        )}
      </Card.Body>
    </Card.Root>
  )
}
