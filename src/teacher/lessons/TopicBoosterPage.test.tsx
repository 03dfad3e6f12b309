// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../api/queryClient'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { course } from '../testing'
import { worksheet } from '../worksheets/testing'
import { lesson } from './EditorTesting'
import { TopicBoosterPage } from './TopicBoosterPage'

const server = startMockServer()
const patched: unknown[] = []
const booster = lesson(
  20,
  'Fractions booster',
  [{ title: 'Fractions', topic_id: 8, items: [{ title: 'Fractions 1', worksheet_id: 41 }] }],
  { lesson_type_id: 5 },
)
const topic = (id: number, name: string, order: number, parent_id: number | null = null) => ({
  id,
  name,
  parent_id,
  course_tagging_id: id * 10,
  order,
})

beforeEach(() => {
  patched.length = 0
  setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 }))
  server.use(
    http.get('*/api/v1/lessons/20', () => HttpResponse.json(booster)),
    http.get('*/api/v1/courses/1', () =>
      HttpResponse.json({
        ...course(1, 'Maths'),
        topics: [topic(8, 'Fractions', 1), topic(9, 'Decimals', 2), topic(10, 'Rounding decimals', 1, 9)],
      }),
    ),
    http.get('*/api/v1/worksheets/courses/1', () =>
      HttpResponse.json({
        worksheets: [
          { ...worksheet(41, 'Fractions 1', { owner_class_id: null, question_ids: [1, 2] }), topic_id: 8 },
          { ...worksheet(42, 'Decimals 1', { owner_class_id: null, question_ids: [3] }), topic_id: 9 },
          { ...worksheet(43, 'Decimals 2', { owner_class_id: null, question_ids: [4, 5] }), topic_id: 9 },
          worksheet(44, 'My mixed homework', { owner_class_id: 4, question_ids: [6] }),
        ],
      }),
    ),
    http.patch('*/api/v1/lessons/20', async ({ request }) => {
      patched.push(await request.json())
      return HttpResponse.json(booster)
    }),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const renderBooster = () =>
  renderPage(() => <TopicBoosterPage lessonId={20} />, { path: '/teacher/lessons/manage-topic-booster/20' })

describe('a topic booster’s topics', () => {
  it('makes a section of each topic ticked, suggests its worksheets, and saves the sections with PATCH', async () => {
    const { router } = await renderBooster()
    const fractions = await screen.findByRole('checkbox', { name: 'Fractions' })
    expect(fractions).toHaveProperty('checked', true)
    fireEvent.click(screen.getByRole('checkbox', { name: 'Decimals' }))
    const section = await screen.findByRole('listitem', { name: 'Section 2: Decimals' })
    expect(within(section).queryByText(/My mixed homework/)).toBeNull()
    // The topic's worksheets are read after the section appears.
    fireEvent.click(await within(section).findByRole('checkbox', { name: 'Decimals 2 (2 questions)' }))
    fireEvent.click(within(section).getByRole('button', { name: 'Show all the course’s worksheets' }))
    fireEvent.click(await within(section).findByRole('checkbox', { name: 'My mixed homework (1 question)' }))
    fireEvent.click(within(section).getByRole('button', { name: 'Move “Decimals” up' }))
    fireEvent.click(screen.getByRole('button', { name: 'Save topic booster' }))
    await waitFor(() => expect(patched).toHaveLength(1))
    expect(patched[0]).toEqual({
      title: 'Fractions booster',
      lesson_type_id: 5,
      course_id: 1,
      is_psle_hub: false,
      sections: [
        {
          title: 'Decimals',
          topic_id: 9,
          items: [
            { item_type_id: 1, title: 'Decimals 2', worksheet_id: 43, content_id: null },
            { item_type_id: 1, title: 'My mixed homework', worksheet_id: 44, content_id: null },
          ],
        },
        {
          title: 'Fractions',
          topic_id: 8,
          items: [{ item_type_id: 1, title: 'Fractions 1', worksheet_id: 41, content_id: null }],
        },
      ],
    })
    await waitFor(() => expect(router.state.location.href).toBe('/teacher/lessons?lesson=20'))
  })

  it('will not save a topic booster with no topic left, and says why', async () => {
    await renderBooster()
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Fractions' }))
    expect(screen.getByText('Tick a topic to practise it in its own section.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Save topic booster' }))
    expect(await screen.findByText('Tick a topic and at least one of its worksheets.')).toBeTruthy()
    expect(patched).toEqual([])
  })
})
