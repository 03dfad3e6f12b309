import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { ComingSoon } from '../../-components/ComingSoon'

export const Route = createFileRoute('/_app/student/sticker-book')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'Sticker book' },
  component: Page,
})

function Page() {
  return <ComingSoon variant="app" title="Sticker book" purpose="The stickers you have collected." />
}
