// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../api/queryClient'
import type { Question } from '../../api/worksheets'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { EditQuestionDialog } from './EditQuestionDialog'
import { rulesState, rulesToSave } from './MarkingRules'
import { question } from './testing'

const server = startMockServer()
let sent: Record<string, unknown> | null = null
beforeEach(() => {
  sent = null
  setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 }))
  server.use(
    http.put('*/api/v1/questions', async ({ request }) => {
      const form = await request.formData()
      sent = JSON.parse(String(form.get('question')))
      return HttpResponse.json(question(7, 'saved'))
    }),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

async function open(q: Question) {
  await renderPage(() => <EditQuestionDialog worksheetId={31} question={q} onClose={() => {}} />, {
    path: '/teacher/worksheet-library',
  })
  fireEvent.click(await screen.findByText('Marking rules'))
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save question' }))

describe('marking rules where a question is edited', () => {
  it('saves a number’s rules: simplest form, decimal places, unit required, other units', async () => {
    await open(question(7, 'How much juice?', { question_type_id: 2, answer: '2.25 ℓ', options: [] }))
    fireEvent.click(screen.getByLabelText(/simplest form/))
    fireEvent.change(screen.getByLabelText('Decimal places'), { target: { value: '2' } })
    fireEvent.click(screen.getByLabelText(/unit is required/))
    fireEvent.change(screen.getByLabelText('Also accept these units'), { target: { value: 'ml' } })
    save()
    await waitFor(() => expect(sent).not.toBeNull())
    expect(sent?.answer_rules).toEqual({
      require_simplest: true,
      decimal_places: 2,
      unit_required: true,
      accepted_units: ['ml'],
    })
  })

  it('shows the stored rules and numbers a choice question’s options', async () => {
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
    await waitFor(() => expect(sent).not.toBeNull())
    expect(sent?.answer_rules).toEqual({ option_labels: 'numbers' })
  })

  it('sets strict spelling on a short answer, starting from what is stored', async () => {
    await open(
      question(7, 'Correct the word: recieved', {
        question_type_id: 3,
        answer: 'received',
        answer_rules: { strict_spelling: false },
      }),
    )
    const spelling = screen.getByLabelText('Spelling') as HTMLSelectElement
    expect(spelling.value).toBe('forgiving')
    fireEvent.change(spelling, { target: { value: 'strict' } })
    save()
    await waitFor(() => expect(sent).not.toBeNull())
    expect(sent?.answer_rules).toEqual({ strict_spelling: true })
  })
})

describe('the rules sent for a question', () => {
  const none = rulesState(null)
  it('sends a ratio’s rules for a ratio answer, and only rules that fit the question', () => {
    expect(rulesToSave(2, '2 : 3', { ...none, simplest: true }, null)).toEqual({
      ratio: { accept_equivalent: false },
      require_simplest: true,
    })
    expect(rulesToSave(3, '2 : 3', none, null)).toEqual({ strict_spelling: null })
    expect(rulesToSave(3, '2 : 3', { ...none, ratio: true, equalRatios: true }, null)).toEqual({
      ratio: { accept_equivalent: true },
      require_simplest: false,
    })
    expect(rulesToSave(1, '', none, null)).toEqual({ option_labels: 'letters' })
  })

  it('keeps stored rules the dialog does not show', () => {
    expect(rulesToSave(2, '0.75', none, { forms: ['decimal'], tolerance: 0.01 })).toEqual({
      forms: ['decimal'],
      tolerance: 0.01,
      require_simplest: false,
      decimal_places: null,
      unit_required: false,
    })
    expect(rulesToSave(3, 'went', none, { synonyms: [['went', 'had gone']] })).toEqual({
      synonyms: [['went', 'had gone']],
      strict_spelling: null,
    })
  })
})
