// @vitest-environment happy-dom

import { cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../../api/queryClient'
import { setSessionUser } from '../../../auth/session'
import { sessionUser } from '../../../test/fixtures'
import { teacherClassesHandler } from '../../../test/handlers-coach-staff'
import { renderPage } from '../../../test/router'
import { startMockServer } from '../../../test/server'
import { ClassPicker } from './ClassPicker'

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ user_role_id: 2 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const fiveA = {
  id: 4,
  name: '5A',
  school_id: 1,
  academic_level_id: 5,
  subject_id: 1,
  subject_name: 'Maths',
  students_count: 28,
  is_active: true,
}

describe('the teacher’s class picker', () => {
  it('falls back to all the teacher’s classes, and says so, when the server does not list classes (404)', async () => {
    server.use(teacherClassesHandler('not served'))
    await renderPage(() => <ClassPicker value="" onChange={() => {}} />, { path: '/teacher/chat' })
    expect((await screen.findByText(/^All my classes:/)).textContent).toBe(
      'All my classes: Lantern cannot list your classes here yet, so the tutor talks about all of them at once.',
    )
    expect(screen.queryByRole('combobox')).toBeNull()
  })

  it('lists the teacher’s classes after "All my classes" and reports the one chosen', async () => {
    server.use(teacherClassesHandler([fiveA, { ...fiveA, id: 6, name: '6 Kingfisher Maths' }]))
    const onChange = vi.fn()
    await renderPage(() => <ClassPicker value="" onChange={onChange} />, { path: '/teacher/chat' })
    const picker = await screen.findByRole('combobox', { name: 'Class' })
    expect([...(picker as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'All my classes',
      '5A · Maths',
      '6 Kingfisher Maths',
    ])
    fireEvent.change(picker, { target: { value: '4' } })
    expect(onChange).toHaveBeenCalledWith('4')
  })
})
