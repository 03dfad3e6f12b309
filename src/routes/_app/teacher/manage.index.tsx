import { createFileRoute, redirect } from '@tanstack/react-router'
import { TEACHER_ROLE } from '../../../../contracts/constants'
import { guard } from '../../../router/guard'

export const Route = createFileRoute('/_app/teacher/manage/')({
  beforeLoad: async (context) => {
    await guard({ roles: ['teacher'], teacherRoles: [TEACHER_ROLE.OWNER] })(context)
    throw redirect({ to: '/teacher/manage/classes', replace: true })
  },
})
