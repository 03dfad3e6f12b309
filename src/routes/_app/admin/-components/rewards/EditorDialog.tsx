import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import type { RewardItem } from '../../../../../../machines/rewardsAdmin.machine'
import { css } from '../../../../../../styled-system/css'
import { adminBadgesQueryOptions, adminThemesQueryOptions } from '../../../../../api/admin-rewards'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import * as Dialog from '../../../../../ui/Dialog'
import type { Artwork } from './ImagePicker'
import { RewardForm } from './RewardForm'
import { ThemeForm } from './ThemeForm'

type Props = {
  item: RewardItem
  saving: boolean
  error: string | null
  onSave: (body: unknown) => void
  onClose: () => void
}

const WHAT = { badge: 'badge', collectible: 'sticker', theme: 'theme' } as const

/** Lantern's own drawn pictures, as the seeded badges and stickers use them (one of each). */
function galleryOf(pictures: { image: string; name: string }[]): Artwork[] {
  const seen = new Set<string>()
  return pictures.filter((p) => !seen.has(p.image) && seen.add(p.image))
}

/** The form to add or change a badge, sticker or theme; it stays open with the server's reason if saving fails. */
export function EditorDialog({ item, saving, error, onSave, onClose }: Props) {
  const formId = useId()
  const badges = useQuery(adminBadgesQueryOptions()).data ?? []
  const themes = useQuery(adminThemesQueryOptions()).data ?? []
  const stickers = themes.flatMap((t) => t.collectibles)
  const gallery = galleryOf([...stickers, ...badges])
  const what = WHAT[item.kind]
  const title = item.id === null ? `Add a ${what}` : `Change the ${what} “${item.name}”`
  const theme = item.kind === 'collectible' ? themes.find((t) => t.id === item.themeId) : undefined
  const reward =
    item.id === null
      ? null
      : item.kind === 'badge'
        ? (badges.find((b) => b.id === item.id) ?? null)
        : (stickers.find((c) => c.id === item.id) ?? null)

  return (
    <Dialog.Root
      open
      onOpenChange={({ open }) => {
        if (!open && !saving) onClose()
      }}
    >
      <Dialog.Content className={css({ maxWidth: '40rem', maxHeight: '90dvh', overflowY: 'auto' })}>
        <Dialog.Title>{title}</Dialog.Title>
        {theme ? <Dialog.Description>In the theme “{theme.name}”.</Dialog.Description> : null}
        <div className={css({ mt: '4', display: 'flex', flexDirection: 'column', gap: '4' })}>
          {error ? (
            <Alert status="danger" title="That did not save">
              {error}
            </Alert>
          ) : null}
          {item.kind === 'theme' ? (
            <ThemeForm formId={formId} theme={themes.find((t) => t.id === item.id) ?? null} onSave={onSave} />
          ) : (
            <RewardForm formId={formId} reward={reward} gallery={gallery} onSave={onSave} />
          )}
        </div>
        <Dialog.Footer className={css({ flexWrap: 'wrap' })}>
          <Button variant="ghost" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={formId} loading={saving} loadingText="Saving…">
            {item.id === null ? `Add ${what}` : 'Save changes'}
          </Button>
        </Dialog.Footer>
      </Dialog.Content>
    </Dialog.Root>
  )
}
