import { createFileRoute } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { guard } from '../../../router/guard'
import { RoleHome } from '../-components/RoleHome'
import { ProgressStrip } from './-components/ProgressStrip'

export const Route = createFileRoute('/_app/student/dashboard')({
  beforeLoad: guard({ roles: ['student'] }),
  staticData: { title: 'My learning path' },
  component: () => (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <ProgressStrip />
      <RoleHome
        title="My learning path"
        purpose="Your learning path: lessons and worksheets in order, with your progress on each."
      />
    </div>
  ),
})
