import { createFileRoute } from '@tanstack/react-router'
import { guard } from '../../../router/guard'
import { MarkingPage } from '../../../teacher/marking/MarkingPage'
import { PageError } from '../../../teacher/RouteStates'

export const Route = createFileRoute('/_app/teacher/marking')({
  beforeLoad: guard({ roles: ['teacher'] }),
  staticData: { title: 'To mark' },
  errorComponent: (props) => <PageError title="To mark" {...props} />,
  component: () => <MarkingPage />,
})
