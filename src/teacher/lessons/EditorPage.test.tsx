// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../api/queryClient'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { referenceHandlers } from '../testing'
import { worksheet } from '../worksheets/testing'
import { EditorPage } from './EditorPage'
import { lesson, notes } from './EditorTesting'

const server = startMockServer()
const sent: { method: string; body: unknown }[] = []
const fractions = lesson(12, 'Fractions week', [
  { title: 'Adding', items: [{ title: 'Adding fractions 1', worksheet_id: 31 }] },
  { title: 'Decimals', items: [{ title: 'Notes: place value', content_id: 52 }] },
])

beforeEach(() => {
  sent.length = 0
  setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 }))
  server.use(
    ...referenceHandlers(),
    http.get('*/api/v1/worksheets/courses/1', () =>
      HttpResponse.json({
        worksheets: [
          worksheet(31, 'Adding fractions 1', { owner_class_id: null, question_ids: [1, 2] }),
          worksheet(33, 'My fractions homework', { owner_class_id: 4, question_ids: [3] }),
        ],
      }),
    ),
    http.get('*/api/v1/content', () => HttpResponse.json({ contents: [notes(52, 'Notes: place value')] })),
    http.get('*/api/v1/lessons/12', () => HttpResponse.json(fractions)),
    http.post('*/api/v1/lessons', async ({ request }) => {
      const body = (await request.json()) as { lesson_type_id: number }
      sent.push({ method: 'POST', body })
      return HttpResponse.json({ ...fractions, id: 77, lesson_type_id: body.lesson_type_id }, { status: 201 })
    }),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

const renderEditor = (lessonId?: number) =>
  renderPage(() => <EditorPage lessonId={lessonId} />, { path: '/teacher/lessons/manage' })
const save = () => fireEvent.click(screen.getByRole('button', { name: /^Save/ }))

describe('making a lesson', () => {
  it('says what is missing, in words, and sends nothing', async () => {
    await renderEditor()
    fireEvent.click(await screen.findByRole('button', { name: 'Add a section' }))
    save()
    const problems = await screen.findByRole('alert')
    expect(within(problems).getByText('Give the lesson a title.')).toBeTruthy()
    expect(within(problems).getByText('Choose the course the lesson is for.')).toBeTruthy()
    expect(within(problems).getByText('Add a section with at least one worksheet or note.')).toBeTruthy()
    expect(within(problems).getByText('Give this section a title.')).toBeTruthy()
    fireEvent.change(screen.getAllByLabelText('Title')[0], { target: { value: 'Fractions week' } })
    expect(within(screen.getByRole('alert')).queryByText('Give the lesson a title.')).toBeNull()
    expect(sent).toEqual([])
  })

  it('builds sections from the course’s worksheets and notes, in order, and opens the lesson once saved', async () => {
    const { router } = await renderEditor()
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Fractions week' } })
    fireEvent.change(screen.getByLabelText(/^Course/), { target: { value: '1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add a section' }))
    fireEvent.change(screen.getByLabelText('Section 1 title'), { target: { value: 'Adding' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add a section' }))
    fireEvent.change(screen.getByLabelText('Section 2 title'), { target: { value: 'Practice' } })
    fireEvent.click(screen.getByRole('button', { name: 'Add a worksheet or notes to Adding' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByRole('region', { name: 'Your worksheets' })).toBeTruthy()
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add “My fractions homework”' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add “Adding fractions 1”' }))
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Add “Notes: place value”' }))
    expect(
      within(dialog).getByRole('button', { name: '“Adding fractions 1” is in the section' }),
    ).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Done' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Move “Notes: place value” up' }))
    fireEvent.click(screen.getByRole('button', { name: 'Move section “Practice” up' }))
    save()
    await waitFor(() => expect(sent).toHaveLength(1))
    expect(sent[0].body).toEqual({
      title: 'Fractions week',
      lesson_type_id: 1,
      course_id: 1,
      is_psle_hub: false,
      sections: [
        { title: 'Practice', topic_id: null, items: [] },
        {
          title: 'Adding',
          topic_id: null,
          items: [
            { item_type_id: 1, title: 'My fractions homework', worksheet_id: 33, content_id: null },
            { item_type_id: 2, title: 'Notes: place value', worksheet_id: null, content_id: 52 },
            { item_type_id: 1, title: 'Adding fractions 1', worksheet_id: 31, content_id: null },
          ],
        },
      ],
    })
    await waitFor(() => expect(router.state.location.href).toBe('/teacher/lessons?lesson=77'))
  })

  it('saves a new topic booster with no sections, then opens its topics page', async () => {
    const { router } = await renderEditor()
    fireEvent.change(await screen.findByLabelText('Title'), { target: { value: 'Fractions booster' } })
    fireEvent.change(screen.getByLabelText(/^Type/), { target: { value: '5' } })
    fireEvent.change(screen.getByLabelText(/^Course/), { target: { value: '1' } })
    expect(screen.queryByRole('button', { name: 'Add a section' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Save and choose topics' }))
    await waitFor(() => expect(router.state.location.href).toBe('/teacher/lessons/manage-topic-booster/77'))
    expect(sent[0].body).toMatchObject({ lesson_type_id: 5, sections: [] })
  })

  it('asks before leaving with changes, and leaves at once without', async () => {
    const { router } = await renderEditor()
    fireEvent.click(await screen.findByRole('button', { name: 'Add a section' }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    const ask = await screen.findByRole('alertdialog')
    fireEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    expect(screen.getByLabelText('Section 1 title')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }),
    )
    await waitFor(() => expect(router.state.location.href).toBe('/teacher/lessons'))
  })
})

describe('changing a lesson', () => {
  it('opens it, sends the whole lesson back with PATCH, and shows the server’s reason when refused', async () => {
    let refuse = true
    server.use(
      http.patch('*/api/v1/lessons/12', async ({ request }) => {
        sent.push({ method: 'PATCH', body: await request.json() })
        return refuse
          ? HttpResponse.json(
              { message: 'You may not use the worksheet “Adding fractions 1” in a lesson.' },
              { status: 400 },
            )
          : HttpResponse.json(fractions)
      }),
    )
    const { router } = await renderEditor(12)
    expect(await screen.findByDisplayValue('Fractions week')).toBeTruthy()
    expect(screen.getByLabelText('Type')).toHaveProperty('readOnly', true)
    fireEvent.click(screen.getByRole('button', { name: 'Move section “Adding” down' }))
    fireEvent.click(screen.getByRole('button', { name: 'Remove “Notes: place value” from Decimals' }))
    save()
    expect(
      await screen.findByText('You may not use the worksheet “Adding fractions 1” in a lesson.'),
    ).toBeTruthy()
    expect(sent[0]).toEqual({
      method: 'PATCH',
      body: {
        title: 'Fractions week',
        lesson_type_id: 1,
        course_id: 1,
        is_psle_hub: false,
        sections: [
          { title: 'Decimals', topic_id: null, items: [] },
          {
            title: 'Adding',
            topic_id: null,
            items: [{ item_type_id: 1, title: 'Adding fractions 1', worksheet_id: 31, content_id: null }],
          },
        ],
      },
    })
    refuse = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(router.state.location.href).toBe('/teacher/lessons?lesson=12'))
    expect(sent).toHaveLength(2)
  })
})
