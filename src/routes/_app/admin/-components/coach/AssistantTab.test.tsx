// @vitest-environment happy-dom

import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../../../../api/queryClient'
import { setSessionUser } from '../../../../../auth/session'
import { sessionUser } from '../../../../../test/fixtures'
import { assistantHandler } from '../../../../../test/handlers-coach-staff'
import { renderPage } from '../../../../../test/router'
import { startMockServer } from '../../../../../test/server'
import { AssistantTab } from './AssistantTab'

const server = startMockServer()
beforeEach(() => setSessionUser(sessionUser({ user_role_id: 3 })))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

describe('the admin assistant', () => {
  it('shows the answer and, apart from it, the query that counted it', async () => {
    const { handler, asked } = assistantHandler(
      () => 'Answered from quizzes_completed (this week, all subjects): 12 quizzes were completed this week.',
    )
    server.use(handler)
    await renderPage(AssistantTab, { path: '/admin/chat' })

    fireEvent.change(screen.getByLabelText('Ask about Lantern’s data'), {
      target: { value: 'How many quizzes were completed this week?' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Ask' }))

    const answer = await screen.findByRole('article')
    expect(asked).toEqual(['How many quizzes were completed this week?'])
    expect(
      within(answer).getByRole('heading', { name: 'How many quizzes were completed this week?' }),
    ).toBeTruthy()
    expect(within(answer).getByText('12 quizzes were completed this week.')).toBeTruthy()
    expect(within(answer).getByText('quizzes_completed').tagName).toBe('CODE')
    expect(within(answer).getByText(/Query used:/).textContent).toBe(
      'Query used: quizzes_completed (this week, all subjects)',
    )
    expect((screen.getByLabelText('Ask about Lantern’s data') as HTMLTextAreaElement).value).toBe('')
  })

  it('asks an example question in one press and keeps this visit’s answers, newest first', async () => {
    const { handler, asked } = assistantHandler((input) =>
      input.includes('active')
        ? 'Answered from active_students (this week): 3 students were active this week.'
        : "I can't answer that from Lantern's data yet. I can tell you about:\n- students_count: How many students.\n- signups: New accounts.",
    )
    server.use(handler)
    await renderPage(AssistantTab, { path: '/admin/chat' })

    fireEvent.change(screen.getByLabelText('Ask about Lantern’s data'), {
      target: { value: 'What is the weather?' },
    })
    fireEvent.keyDown(screen.getByLabelText('Ask about Lantern’s data'), { key: 'Enter' })
    await screen.findByText('No query was run: the assistant could not match this question to one it knows.')
    const chips = screen.getByRole('region', { name: 'Try one of these' })
    fireEvent.click(within(chips).getByRole('button', { name: 'How many students were active this week?' }))
    await screen.findByText('3 students were active this week.')

    expect(asked).toEqual(['What is the weather?', 'How many students were active this week?'])
    const answers = screen.getAllByRole('article')
    expect(answers.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'How many students were active this week?',
      'What is the weather?',
    ])
    // The list of what it can answer is a list, not one long line.
    expect(
      within(answers[1])
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['students_count: How many students.', 'signups: New accounts.'])
  })
})
