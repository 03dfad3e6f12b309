// @vitest-environment happy-dom
import { fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import type { Question } from '../../api/worksheets'
import { editDialogServer, openEditDialog, saveQuestion } from './edit-dialog-testing'
import { question } from './testing'

const { server, state, saved, previewReplies } = editDialogServer()

async function open(q: Question) {
  await openEditDialog(q)
  for (const summary of await screen.findAllByText('Marking rules')) fireEvent.click(summary)
}
const save = saveQuestion
const juice = () => question(7, 'How much juice is in the jug?', { question_type_id: 2, answer: '2.25 ℓ' })

describe('marking rules where a question is edited', () => {
  it('saves a number’s rules: simplest form, decimal places, unit required, other units', async () => {
    await open(juice())
    fireEvent.click(screen.getByLabelText(/simplest form/))
    fireEvent.change(screen.getByLabelText('Precision'), { target: { value: 'dp:2' } })
    fireEvent.click(screen.getByLabelText(/unit is required/))
    fireEvent.change(screen.getByLabelText(/Also accept these units/), { target: { value: 'ml' } })
    save()
    expect((await saved()).answer_rules).toEqual({
      require_simplest: true,
      decimal_places: 2,
      significant_figures: null,
      tolerance: null,
      unit_required: true,
      accepted_units: ['ml'],
    })
  })

  it('saves the forms that earn the marks, significant figures and a tolerance', async () => {
    await open(question(7, 'What fraction is shaded?', { question_type_id: 2, answer: '3/4' }))
    fireEvent.click(screen.getByLabelText('Percentage (75%)'))
    fireEvent.click(screen.getByLabelText('Mixed number (1 3/4)'))
    fireEvent.change(screen.getByLabelText('Precision'), { target: { value: 'sf:2' } })
    fireEvent.change(screen.getByLabelText(/Tolerance/), { target: { value: '0.05' } })
    save()
    expect((await saved()).answer_rules).toMatchObject({
      forms: ['decimal', 'fraction'],
      decimal_places: null,
      significant_figures: 2,
      tolerance: 0.05,
    })
  })

  it('says what is wrong with a tolerance or with no form ticked, and saves nothing', async () => {
    await open(juice())
    fireEvent.change(screen.getByLabelText(/Tolerance/), { target: { value: 'about 1' } })
    for (const form of [
      'Decimal or whole number (0.75)',
      'Fraction (3/4)',
      'Mixed number (1 3/4)',
      'Percentage (75%)',
    ])
      fireEvent.click(screen.getByLabelText(form))
    save()
    expect(await screen.findByText(/Write the tolerance as a number of 0 or more/)).toBeTruthy()
    expect(screen.getByText('Tick at least one way the answer may be written.')).toBeTruthy()
    expect(screen.getByText(/Some marking rules need changing/)).toBeTruthy()
    expect(state.saves).toBe(0)
    fireEvent.change(screen.getByLabelText(/Tolerance/), { target: { value: '0.1' } })
    fireEvent.click(screen.getByLabelText('Fraction (3/4)'))
    save()
    expect((await saved()).answer_rules).toMatchObject({ forms: ['fraction'], tolerance: 0.1 })
  })

  it('shows the server’s refusal of a rule under the rule it names', async () => {
    server.use(
      http.put('*/api/v1/questions', () =>
        HttpResponse.json(
          {
            message: 'With these rules your own answer "2.25 ℓ" would not earn full marks.',
            issues: [
              {
                path: 'question.answer_rules.decimal_places',
                message: 'Write it with exactly 3 decimal places.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    )
    await open(juice())
    fireEvent.change(screen.getByLabelText('Precision'), { target: { value: 'dp:3' } })
    save()
    expect(await screen.findByText('Write it with exactly 3 decimal places.')).toBeTruthy()
    expect(screen.getByText(/would not earn full marks/)).toBeTruthy()
  })

  it('numbers a choice question’s options', async () => {
    await open(
      question(7, 'Which is a gas?', {
        question_type_id: 1,
        answer: '(2) Steam',
        answer_rules: null,
        options: [
          { id: 1, text: 'Ice', image: null, order: 1 },
          { id: 2, text: 'Steam', image: null, order: 2 },
        ],
      }),
    )
    const numbered = screen.getByLabelText(/Number the options/) as HTMLInputElement
    expect(numbered.checked).toBe(false)
    fireEvent.click(numbered)
    save()
    expect((await saved()).answer_rules).toEqual({ option_labels: 'numbers' })
  })

  it('sets a short answer’s spelling, other answers and words that count as the same', async () => {
    await open(
      question(7, 'What is the transfer of pollen called?', {
        question_type_id: 3,
        answer: 'pollination',
        answer_rules: { strict_spelling: false, alternatives: ['pollinating'] },
      }),
    )
    const spelling = screen.getByLabelText('Spelling') as HTMLSelectElement
    expect(spelling.value).toBe('forgiving')
    expect((screen.getByLabelText(/Other answers/) as HTMLTextAreaElement).value).toBe('pollinating')
    fireEvent.change(spelling, { target: { value: 'strict' } })
    fireEvent.change(screen.getByLabelText(/Words that count as the same/), { target: { value: 'pollen' } })
    save()
    expect(await screen.findByText(/Line 1 has only one word/)).toBeTruthy()
    expect(state.saves).toBe(0)
    fireEvent.change(screen.getByLabelText(/Words that count as the same/), {
      target: { value: 'pollen grains, pollen\n\ninsect, bee' },
    })
    save()
    expect((await saved()).answer_rules).toEqual({
      alternatives: ['pollinating'],
      synonyms: [
        ['pollen grains', 'pollen'],
        ['insect', 'bee'],
      ],
      strict_spelling: true,
    })
  })

  it('gives each part of a multi-part question its own rules, sending the parts back as they were', async () => {
    const part = (id: number, typeId: number, text: string, answer: string, order: number) => ({
      id,
      question_type_id: typeId,
      text,
      question_images: [],
      options: [],
      max_score: 1,
      answer,
      answer_rules: null,
      order,
    })
    await open(
      question(7, 'A tank held water on a hot day.', {
        question_type_id: 6,
        max_score: 2,
        school_id: 1,
        sub_questions: [
          part(71, 2, 'How much water, in litres?', '2.25 ℓ', 1),
          part(72, 4, 'Why did the puddle dry up?', 'The water evaporated.', 2),
        ],
      }),
    )
    const a = screen.getByRole('region', { name: 'Part (a)' })
    fireEvent.click(within(a).getByLabelText(/unit is required/))
    const b = screen.getByRole('region', { name: 'Part (b)' })
    fireEvent.change(within(b).getByLabelText(/Words that count as the same/), {
      target: { value: 'evaporate, dry up' },
    })
    save()
    const body = await saved()
    expect(body).not.toHaveProperty('answer_rules')
    expect(body.answer).toBeUndefined()
    expect(body.sub_questions).toEqual([
      expect.objectContaining({
        text: 'How much water, in litres?',
        answer: '2.25 ℓ',
        order: 1,
        answer_rules: expect.objectContaining({ unit_required: true }),
      }),
      {
        text: 'Why did the puddle dry up?',
        question_type_id: 4,
        max_score: 1,
        answer: 'The water evaporated.',
        order: 2,
        answer_rules: { synonyms: [['evaporate', 'dry up']] },
      },
    ])
  })
})

describe('trying an answer before saving', () => {
  it('marks the teacher’s answer by the rules as they stand, unsaved, and shows the marks and feedback', async () => {
    const preview = previewReplies(0, 1, 'The answer needs its unit: write 2.25 ℓ.')
    await open(juice())
    fireEvent.click(screen.getByLabelText(/unit is required/))
    fireEvent.change(screen.getByLabelText('An answer to try'), { target: { value: '2.25' } })
    fireEvent.click(screen.getByRole('button', { name: 'Mark it' }))
    const status = await screen.findByRole('status')
    expect(status.textContent).toContain('0 of 1 mark')
    expect(status.textContent).toContain('The answer needs its unit')
    expect(preview.body).toMatchObject({
      value: '2.25',
      question: { id: 7, answer: '2.25 ℓ', answer_rules: { unit_required: true } },
    })
    expect(state.saves).toBe(0)
  })

  it('asks for the rules to be fixed before it marks', async () => {
    await open(juice())
    fireEvent.change(screen.getByLabelText(/Tolerance/), { target: { value: '-1' } })
    fireEvent.change(screen.getByLabelText('An answer to try'), { target: { value: '2.25' } })
    fireEvent.click(screen.getByRole('button', { name: 'Mark it' }))
    expect(await screen.findByText(/Write the tolerance as a number/)).toBeTruthy()
    expect(screen.getAllByText(/Some marking rules need changing/).length).toBeGreaterThan(0)
  })
})
