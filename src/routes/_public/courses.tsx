import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../router/guard'
import { ComingSoon } from '../-components/ComingSoon'

export const Route = createFileRoute('/_public/courses')({
  beforeLoad: guard({ public: true }),
  staticData: { title: 'Courses' },
  component: Page,
})

function Page() {
  return (
    <ComingSoon
      variant="public"
      title="Courses"
      purpose="Browse Lantern’s courses by subject and level before you sign up."
    />
  )
}
