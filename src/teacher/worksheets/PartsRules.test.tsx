// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import { editDialogServer, openEditDialog, saveQuestion } from './edit-dialog-testing'
import { question } from './testing'

const SCHEME =
  '- 1 mark: The water evaporates (key ideas: evaporate)\n- 1 mark: Heat from the sun (key ideas: heat)'
const {
  server,
  state,
  saved: savedBody,
  previewReplies,
} = editDialogServer([
  { sub_question_id: 71, option_id: null, answer: '2.25 ℓ', marking_scheme: '1 mark for 2.25 ℓ.' },
  { sub_question_id: 72, option_id: null, answer: 'It evaporated.', marking_scheme: SCHEME },
])

const part = (id: number, typeId: number, text: string, answer: string, order: number, marks = 1) => ({
  id,
  question_type_id: typeId,
  text,
  question_images: [],
  options: [],
  max_score: marks,
  answer,
  answer_rules: null,
  order,
})
const tank = () =>
  question(7, 'A tank held water on a hot day.', {
    question_type_id: 6,
    max_score: 3,
    school_id: 1,
    sub_questions: [
      part(71, 2, 'How much water, in litres?', '2.25 ℓ', 1),
      part(72, 4, 'Why did the puddle dry up?', 'The water evaporated in the heat.', 2, 2),
    ],
  })
async function open() {
  await openEditDialog(tank())
  const a = screen.getByRole('region', { name: 'Part (a)' })
  const b = screen.getByRole('region', { name: 'Part (b)' })
  await waitFor(() =>
    expect((within(b).getByLabelText('Part (b) Marking scheme') as HTMLTextAreaElement).value).toBe(SCHEME),
  )
  return { a, b }
}
const save = saveQuestion
const saved = async () => (await savedBody()) as { sub_questions: Record<string, unknown>[] }

describe('the parts of a multi-part question', () => {
  it('saves a part’s new wording and answer, keying its rules by the new answer', async () => {
    const { a } = await open()
    fireEvent.change(within(a).getByLabelText('Part (a) Wording'), {
      target: { value: 'How much water was left, in millilitres?' },
    })
    fireEvent.change(within(a).getByLabelText('Part (a) Answer'), { target: { value: '1500 ml' } })
    fireEvent.click(within(a).getByText('Marking rules'))
    fireEvent.click(within(a).getByLabelText(/unit is required/))
    save()
    const [first, second] = (await saved()).sub_questions
    expect(first).toMatchObject({
      text: 'How much water was left, in millilitres?',
      answer: '1500 ml',
      answer_rules: expect.objectContaining({ unit_required: true }),
    })
    expect(first).not.toHaveProperty('marking_scheme')
    // The open part, untouched, goes back as it was, its scheme left out so it stays exactly.
    expect(second).toMatchObject({
      text: 'Why did the puddle dry up?',
      answer: 'The water evaporated in the heat.',
    })
    expect(second).not.toHaveProperty('marking_scheme')
  })

  it('saves an open part’s model answer and edited scheme', async () => {
    const { b } = await open()
    fireEvent.change(within(b).getByLabelText('Part (b) Model answer (optional)'), {
      target: { value: 'The sun heated the puddle and the water evaporated.' },
    })
    fireEvent.change(within(b).getByLabelText('Part (b) Marking scheme'), {
      target: { value: '- 2 marks: The water evaporates in the heat (key ideas: evaporate + heat / sun)' },
    })
    save()
    expect((await saved()).sub_questions[1]).toMatchObject({
      answer: 'The sun heated the puddle and the water evaporated.',
      marking_scheme: '- 2 marks: The water evaporates in the heat (key ideas: evaporate + heat / sun)',
    })
  })

  it('says which part needs its answer, wording or scheme, focuses the first, and saves nothing', async () => {
    const { a, b } = await open()
    const answer = within(a).getByLabelText('Part (a) Answer')
    fireEvent.change(answer, { target: { value: ' ' } })
    fireEvent.change(within(b).getByLabelText('Part (b) Wording'), { target: { value: '' } })
    fireEvent.change(within(b).getByLabelText('Part (b) Marking scheme'), {
      target: { value: '- 1 mark: The water evaporates (key ideas: evaporate)' },
    })
    save()
    expect(await within(a).findByText('Give the answer that earns part (a)’s marks.')).toBeTruthy()
    expect(within(b).getByText('Write part (b)’s question.')).toBeTruthy()
    expect(within(b).getByText(/These lines give 1 mark, but part \(b\) is worth 2 marks/)).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(answer))
    expect(state.saves).toBe(0)
  })

  it('puts the server’s refusal of a part’s answer under that part’s field', async () => {
    server.use(
      http.put('*/api/v1/questions', () =>
        HttpResponse.json(
          {
            message:
              'A numeric question needs one number as its answer, with its unit if any, e.g. 3/4, 0.75 or 12 cm.',
            issues: [
              {
                path: 'question.sub_questions.0.answer',
                message: 'A numeric question needs one number as its answer, with its unit if any.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    const { a } = await open()
    const answer = within(a).getByLabelText('Part (a) Answer')
    fireEvent.change(answer, { target: { value: 'about two litres' } })
    save()
    expect(
      await within(a).findByText('A numeric question needs one number as its answer, with its unit if any.'),
    ).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(answer))
  })

  it('tries answers to the parts as edited, unsaved', async () => {
    const preview = previewReplies(3, 3, 'All correct.')
    const { a } = await open()
    fireEvent.change(within(a).getByLabelText('Part (a) Answer'), { target: { value: '1500 ml' } })
    fireEvent.change(screen.getByLabelText('Answer to part (a)'), { target: { value: '1.5 ℓ' } })
    fireEvent.change(screen.getByLabelText('Answer to part (b)'), { target: { value: 'It evaporated.' } })
    fireEvent.click(screen.getByRole('button', { name: 'Mark it' }))
    expect((await screen.findByRole('status')).textContent).toContain('3 of 3 marks')
    const previewed = preview.body as {
      question: { sub_questions: Record<string, unknown>[] }
      value: string
    }
    expect(previewed.question.sub_questions[0]).toMatchObject({ answer: '1500 ml' })
    expect(JSON.parse(previewed.value)).toEqual({ 1: '1.5 ℓ', 2: 'It evaporated.' })
    expect(state.saves).toBe(0)
  })
})
