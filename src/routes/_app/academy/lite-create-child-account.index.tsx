import { createFileRoute, useNavigate } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { Spinner } from '../../../ui/Spinner'
import { CreateChildForm } from './-components/family/CreateChildForm'
import { FamilyError } from './-components/family/FamilyError'
import { FormPage } from './-components/family/FormPage'
import { loadLevels } from './-components/family/loaders'

export const Route = createFileRoute('/_app/academy/lite-create-child-account/')({
  beforeLoad: guard({ roles: ['parent'] }),
  staticData: { title: 'Create a free Lite account' },
  loader: loadLevels,
  pendingComponent: () => <Spinner label="Loading the form" />,
  errorComponent: FamilyError,
  component: Page,
})

function Page() {
  const navigate = useNavigate()
  return (
    <FormPage
      title="Start free with Lantern Lite"
      intro="Lite costs nothing and needs no card. Your child can try 3 worksheets in every subject of their level and chat with Lantern’s study coach. Unlock a subject whenever you like."
    >
      <CreateChildForm
        lite
        onCreated={(child) =>
          navigate({ href: `/academy/lite-create-child-account/success?child=${child.id}` })
        }
      />
    </FormPage>
  )
}
