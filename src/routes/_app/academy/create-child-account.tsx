import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { TextLink } from '../../../ui/TextLink'
import { CreateChildForm } from './-components/family/CreateChildForm'
import { FamilyError } from './-components/family/FamilyError'
import { FormPage } from './-components/family/FormPage'
import { loadLevels } from './-components/family/loaders'

export const Route = createFileRoute('/_app/academy/create-child-account')({
  beforeLoad: guard({ roles: ['parent'] }),
  staticData: { title: 'Create a child account' },
  loader: loadLevels,
  pendingComponent: () => <Spinner label="Loading the form" />,
  errorComponent: FamilyError,
  component: Page,
})

function Page() {
  const navigate = useNavigate()
  return (
    <FormPage
      title="Create a child account"
      intro="Your child gets their own sign-in with a username, so they need no email address. Next you can choose their subjects."
      aside={
        <p>
          Want to try first?{' '}
          <TextLink to="/academy/lite-create-child-account">Start with free Lantern Lite</TextLink>.
        </p>
      }
    >
      <CreateChildForm
        lite={false}
        onCreated={(child) =>
          navigate({ to: '/academy/child/$childId/manage', params: { childId: String(child.id) } })
        }
      />
    </FormPage>
  )
}
