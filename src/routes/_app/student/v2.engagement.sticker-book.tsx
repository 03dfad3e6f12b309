import { createFileRoute } from '@tanstack/react-router'
import { StickerBookPage } from '../../../rewards/pages'
import { guard } from '../../../router/guard'

export const Route = createFileRoute('/_app/student/v2/engagement/sticker-book')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Sticker book' },
  component: StickerBookPage,
})
