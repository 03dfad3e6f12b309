// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Composer, type ComposerProps, ComposerSlotsContext } from './Composer'

afterEach(cleanup)

type Handlers = Pick<ComposerProps, 'onSend' | 'onStop'> & Partial<ComposerProps>
function Harness({ initial = '', ...props }: Handlers & { initial?: string }) {
  const [draft, setDraft] = useState(initial)
  return <Composer streaming={false} {...props} draft={draft} onDraft={setDraft} />
}
const box = () => screen.getByRole('textbox', { name: 'Message to the coach' })

describe('the composer', () => {
  it('sends on Enter and starts a new line on Shift+Enter', () => {
    const onSend = vi.fn()
    render(<Harness initial="Why is the sky blue?" onSend={onSend} onStop={vi.fn()} />)
    fireEvent.keyDown(box(), { key: 'Enter', shiftKey: true })
    expect(onSend).not.toHaveBeenCalled()
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(onSend).toHaveBeenCalledOnce()
  })

  it('does not send an empty message', () => {
    const onSend = vi.fn()
    render(<Harness initial="   " onSend={onSend} onStop={vi.fn()} />)
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it('while a reply streams, Enter does not send and the button stops the reply', () => {
    const onSend = vi.fn()
    const onStop = vi.fn()
    render(<Harness initial="And why is it red at sunset?" onSend={onSend} onStop={onStop} streaming />)
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(onSend).not.toHaveBeenCalled()
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }))
    expect(onStop).toHaveBeenCalledOnce()
  })

  it('offers attachments only where allowed, and no microphone unless given one', () => {
    const { rerender } = render(<Harness onSend={vi.fn()} onStop={vi.fn()} />)
    expect(screen.queryByRole('button', { name: 'Attach a picture or PDF' })).toBeNull()
    expect(screen.queryByRole('button', { name: /microphone/i })).toBeNull()
    rerender(
      <Harness
        onSend={vi.fn()}
        onStop={vi.fn()}
        onAttach={vi.fn()}
        attachments={[{ name: 'a.png' }, { name: 'b.png' }, { name: 'c.pdf' }]}
      />,
    )
    // Three files is the most a message takes.
    const attach = screen.getByRole('button', { name: 'Attach files (at most 3)' }) as HTMLButtonElement
    expect(attach.disabled).toBe(true)
    expect(screen.getByRole('button', { name: 'Remove c.pdf' })).toBeTruthy()
  })

  it('hands a message to the flow that takes it (an onboarding answer) instead of sending it to the chat', () => {
    const onSend = vi.fn()
    const taken: string[] = []
    const takeMessage = (text: string) => {
      taken.push(text)
      return true
    }
    render(
      <ComposerSlotsContext.Provider
        value={{ takeMessage, placeholder: 'Type your answer to the coach', above: <p>Question 1 of 4</p> }}
      >
        <Harness initial=" Maths " onSend={onSend} onStop={vi.fn()} />
      </ComposerSlotsContext.Provider>,
    )
    expect(screen.getByText('Question 1 of 4')).toBeTruthy()
    expect(box().getAttribute('placeholder')).toBe('Type your answer to the coach')
    fireEvent.keyDown(box(), { key: 'Enter' })
    expect(taken).toEqual(['Maths'])
    expect(onSend).not.toHaveBeenCalled()
    expect((box() as HTMLTextAreaElement).value).toBe('')
  })
})
