// @vitest-environment happy-dom
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { editDialogServer, openEditDialog, saveQuestion } from './edit-dialog-testing'
import { question } from './testing'

const SCHEME =
  '- 1 mark: The water evaporates (key ideas: evaporate / evaporation)\n- 1 mark: Heat from the sun (key ideas: heat + sun)'
const { server, state, saved, previewReplies } = editDialogServer([
  { sub_question_id: null, option_id: null, answer: 'x', marking_scheme: SCHEME },
])

const puddle = () =>
  question(7, 'Why does a puddle dry up on a sunny day?', {
    question_type_id: 4,
    max_score: 2,
    answer: 'The heat of the sun makes the water evaporate.',
  })
const open = openEditDialog
const schemeField = async () => {
  const field = (await screen.findByLabelText('Marking scheme')) as HTMLTextAreaElement
  await waitFor(() => expect(field.value).toBe(SCHEME))
  return field
}
const save = saveQuestion

describe('an open-ended question’s model answer and marking scheme', () => {
  it('shows the stored scheme, and saves a new model answer without resending a scheme left as it was', async () => {
    await open(puddle())
    await schemeField()
    expect(screen.getByText(/These lines give 2 marks of 2/)).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Model answer (optional)'), {
      target: { value: 'The sun heats the water and it evaporates.' },
    })
    save()
    const body = await saved()
    expect(body.answer).toBe('The sun heats the water and it evaporates.')
    expect(body).not.toHaveProperty('marking_scheme')
  })

  it('saves an edited scheme whose marks add up to the question’s', async () => {
    await open(puddle())
    const field = await schemeField()
    fireEvent.change(field, {
      target: { value: '- 2 marks: The water evaporates in the heat (key ideas: evaporate + heat / warm)' },
    })
    save()
    expect((await saved()).marking_scheme).toBe(
      '- 2 marks: The water evaporates in the heat (key ideas: evaporate + heat / warm)',
    )
  })

  it('names a scheme that does not add up under it, focuses it, and sends nothing', async () => {
    await open(puddle())
    const field = await schemeField()
    fireEvent.change(field, { target: { value: '- 1 mark: The water evaporates (key ideas: evaporate)' } })
    expect(screen.getByText(/These lines give 1 mark of 2/)).toBeTruthy()
    save()
    expect(await screen.findByText(/These lines give 1 mark, but the question is worth 2 marks/)).toBeTruthy()
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(field.getAttribute('aria-describedby')).toContain(
      screen.getByText(/make them add up to 2/).closest('[id]')?.id,
    )
    await waitFor(() => expect(document.activeElement).toBe(field))
    expect(screen.getByText(/Some fields need changing/)).toBeTruthy()
    expect(state.saves).toBe(0)
  })

  it('asks for a scheme or a model answer when both are emptied', async () => {
    await open(puddle())
    const field = await schemeField()
    fireEvent.change(field, { target: { value: '' } })
    fireEvent.change(screen.getByLabelText('Model answer (optional)'), { target: { value: '' } })
    save()
    expect(await screen.findByText(/Write the marking scheme, one criterion a line/)).toBeTruthy()
    expect(state.saves).toBe(0)
  })

  it('shows the server’s refusal of the scheme under the scheme, though it names the marks', async () => {
    server.use(
      http.put('*/api/v1/questions', () =>
        HttpResponse.json(
          {
            message: 'The marking scheme gives 3 marks but the question is worth 2 marks; make them agree.',
            issues: [
              {
                path: 'question.max_score',
                message:
                  'The marking scheme gives 3 marks but the question is worth 2 marks; make them agree.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    await open(puddle())
    const field = await schemeField()
    fireEvent.change(field, { target: { value: `${SCHEME}\nAccept the idea in the child’s own words.` } })
    save()
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'))
    expect(screen.getAllByText(/gives 3 marks but the question is worth 2 marks/).length).toBe(2)
    await waitFor(() => expect(document.activeElement).toBe(field))
  })

  it('keeps the scheme as stored when it cannot be read, and still saves the rest', async () => {
    server.use(
      http.get('*/api/v1/questions/7/answers', () =>
        HttpResponse.json({ message: 'You cannot read its answers.' }, { status: 403 }),
      ),
    )
    await open(puddle())
    expect(await screen.findByText(/could not be read just now, so it stays as it is/)).toBeTruthy()
    expect(screen.queryByLabelText('Marking scheme')).toBeNull()
    fireEvent.change(screen.getByLabelText('Question'), { target: { value: 'Why do puddles dry up?' } })
    save()
    const body = await saved()
    expect(body.text).toBe('Why do puddles dry up?')
    expect(body).not.toHaveProperty('marking_scheme')
  })

  it('tries an answer against the unsaved scheme', async () => {
    const preview = previewReplies(2, 2, 'Both ideas are there.')
    await open(puddle())
    fireEvent.change(await schemeField(), {
      target: { value: '- 2 marks: The water evaporates (key ideas: evaporate)' },
    })
    fireEvent.change(screen.getByLabelText('An answer to try'), { target: { value: 'It evaporates.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Mark it' }))
    expect((await screen.findByRole('status')).textContent).toContain('2 of 2 marks')
    expect(preview.body).toMatchObject({
      value: 'It evaporates.',
      question: { id: 7, marking_scheme: '- 2 marks: The water evaporates (key ideas: evaporate)' },
    })
    expect(state.saves).toBe(0)
  })
})
