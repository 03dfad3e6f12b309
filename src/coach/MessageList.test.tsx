// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MessageList, type MessageListProps } from './MessageList'
import { chatMessage } from './testing'

afterEach(cleanup)

const question = chatMessage({ id: 1, from_user: true, text: 'What is 3/4 + 1/8?' })
const renderList = (props: Partial<MessageListProps>) =>
  render(<MessageList messages={[question]} reply={null} phase="idle" canBookmark {...props} />)

describe('the message list', () => {
  it('puts the student on the right and labels replies from the offline coach', () => {
    renderList({
      messages: [
        question,
        chatMessage({ id: 2, text: 'Make the denominators the same first.', answered_by: 'offline' }),
        chatMessage({ id: 3, text: 'Then add the eighths.', answered_by: 'model' }),
      ],
    })
    const bubbles = screen.getAllByRole('listitem')
    expect(bubbles[0].dataset.from).toBe('student')
    expect(within(bubbles[1]).getByText('Offline coach')).toBeTruthy()
    expect(within(bubbles[2]).queryByText('Offline coach')).toBeNull()
  })

  it('marks a stopped reply "Stopped" and a failed one with a way to try again', () => {
    const onRetry = vi.fn()
    const { rerender } = renderList({
      messages: [question, chatMessage({ id: 2, text: 'First, find a common', status: 'stopped' })],
    })
    expect(screen.getByText('Stopped')).toBeTruthy()
    // A stopped reply is not rated: it never finished.
    expect(screen.queryByRole('button', { name: 'Helpful' })).toBeNull()

    rerender(
      <MessageList
        messages={[question]}
        reply={{ messageId: 5, text: 'First, find a common' }}
        phase="failed"
        failure="The reply stopped part way. Try again."
        onRetry={onRetry}
        canBookmark
      />,
    )
    expect(screen.getByText('The reply stopped part way')).toBeTruthy()
    expect(screen.getByText('First, find a common')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })

  it('shows the streamed text, then the stored reply in its place (a replace swaps the text)', () => {
    const { rerender } = renderList({
      reply: { messageId: 9, text: 'The answer is 7/8' },
      phase: 'receiving',
    })
    expect(screen.getByText('The answer is 7/8')).toBeTruthy()
    // The server withdrew what it sent (answer guard): the machine swaps the reply text.
    rerender(
      <MessageList
        messages={[question]}
        reply={{ messageId: 9, text: 'Try writing 3/4 in eighths first.' }}
        phase="receiving"
        canBookmark
      />,
    )
    expect(screen.queryByText('The answer is 7/8')).toBeNull()
    expect(screen.getByText('Try writing 3/4 in eighths first.')).toBeTruthy()
    // Once stored, the reply shows once, as a finished message.
    rerender(
      <MessageList
        messages={[question, chatMessage({ id: 9, text: 'Try writing 3/4 in eighths first.' })]}
        reply={{ messageId: 9, text: 'Try writing 3/4 in eighths first.' }}
        phase="receiving"
        canBookmark
      />,
    )
    expect(screen.getAllByText('Try writing 3/4 in eighths first.')).toHaveLength(1)
  })

  it('sends reactions for a reply, and offers bookmarks only where the page allows them', () => {
    const onReact = vi.fn()
    const reply = chatMessage({ id: 2, text: 'Add the eighths.', liked: true })
    const { rerender } = renderList({ messages: [question, reply], onReact })
    const helpful = screen.getByRole('button', { name: 'Helpful' })
    expect(helpful.getAttribute('aria-pressed')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Not helpful' }))
    fireEvent.click(screen.getByRole('button', { name: 'Bookmark' }))
    expect(onReact.mock.calls).toEqual([
      [2, 'dislike'],
      [2, 'bookmark'],
    ])
    rerender(
      <MessageList
        messages={[question, reply]}
        reply={null}
        phase="idle"
        onReact={onReact}
        canBookmark={false}
      />,
    )
    expect(screen.queryByRole('button', { name: 'Bookmark' })).toBeNull()
  })
})
