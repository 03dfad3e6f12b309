// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { SaveSurveyAnswerInput } from '../../machines/survey.machine'
import { SurveyCard } from './SurveyCard'
import { chatMessage } from './testing'

afterEach(cleanup)

const options = [
  { label: 'Not at all', value: 1 },
  { label: 'A little', value: 2 },
  { label: 'Quite', value: 3 },
  { label: 'Very', value: 4 },
]
const card = (overrides = {}) =>
  chatMessage({
    id: 41,
    type: 'survey',
    text: 'How confident do you feel about fractions?',
    survey_type: 'confidence',
    trigger_id: 10,
    survey: { question_id: 7, options },
    ...overrides,
  })
const flow = () => document.querySelector('[data-flow="survey"]')?.getAttribute('data-state')

describe('the survey card', () => {
  it('asks with four options and saves the one chosen, tied to its chat message', async () => {
    const saved: SaveSurveyAnswerInput[] = []
    const save = vi.fn(async ({ input }: { input: SaveSurveyAnswerInput }) => saved.push(input))
    render(<SurveyCard message={card()} save={save} />)
    expect(screen.getByRole('group', { name: 'How confident do you feel about fractions?' })).toBeTruthy()
    expect(screen.getAllByRole('radio')).toHaveLength(4)
    fireEvent.click(screen.getByRole('radio', { name: 'Quite' }))
    await waitFor(() => expect(flow()).toBe('answered'))
    expect(saved).toEqual([{ survey_question_id: 7, value: 3, message_id: 41 }])
    expect(screen.getByText('Thank you! Your answer is saved.')).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'Very' }) as HTMLInputElement).disabled).toBe(true)
  })

  it('keeps the choice and offers to try again when saving fails', async () => {
    let fail = true
    const save = vi.fn(async () => {
      if (fail) throw new Error('We could not reach Lantern.')
    })
    render(<SurveyCard message={card()} save={save} />)
    fireEvent.click(screen.getByRole('radio', { name: 'A little' }))
    await waitFor(() => expect(flow()).toBe('saveFailed'))
    expect(screen.getByText('We could not reach Lantern.')).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'A little' }) as HTMLInputElement).checked).toBe(true)
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(flow()).toBe('answered'))
    expect(save).toHaveBeenCalledTimes(2)
  })

  it('shows an answer given before as chosen, without asking again', () => {
    const save = vi.fn()
    render(<SurveyCard message={card({ response_value: 4 })} save={save} />)
    expect((screen.getByRole('radio', { name: 'Very' }) as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByRole('button', { name: 'Skip this question' })).toBeNull()
    expect(flow()).toBe('answered')
  })
})
