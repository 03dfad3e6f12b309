// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { quizFixture } from '../quiz/testing'
import { Worksheet } from './Worksheet'

afterEach(cleanup)

describe('the worksheet beside the coach', () => {
  it('labels a numbered question’s options (1), (2)… as the child sees them, and others A., B.…', () => {
    const quiz = quizFixture()
    const [choice, ...rest] = quiz.questions
    render(
      <Worksheet
        quiz={{
          ...quiz,
          questions: [{ ...choice, option_labels: 'numbers' }, { ...choice, id: 99 }, ...rest],
        }}
      />,
    )
    const [numbered, lettered] = screen.getAllByRole('heading', { level: 3 }).map((h) => h.closest('li')!)
    expect(within(numbered).getAllByRole('listitem')[0].textContent).toMatch(/^\(1\) /)
    expect(within(lettered).getAllByRole('listitem')[0].textContent).toMatch(/^A\. /)
  })
})
