// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../api/queryClient'
import { sse } from '../quiz/testing'
import { Route } from '../routes/_public/chat/index'
import { renderPage } from '../test/router'
import { startMockServer } from '../test/server'
import { chatMessage } from './testing'

const server = startMockServer()
beforeEach(() => sessionStorage.clear())
afterEach(() => {
  cleanup()
  queryClient.clear()
})

const Page = Route.options.component as NonNullable<typeof Route.options.component>
const flow = () => document.querySelector('[data-flow="chatSession"]')?.getAttribute('data-state') ?? ''
const QUESTION = 'How do I add 3/4 and 1/8?'
const REPLY = 'Write 3/4 as 6/8 first. What do you get when you add 1/8?'

/** The public coach's stream, as the server sends it: the visitor's message, tokens, the stored reply, done. */
function streamedReply() {
  const user = chatMessage({ id: 11, from_user: true, text: QUESTION, thread_id: 't-9' })
  const reply = chatMessage({ id: 12, text: REPLY, answered_by: 'offline', thread_id: 't-9' })
  const body = [
    sse('message', { message: user }),
    sse('heartbeat', { at: '2026-11-24T08:00:00.000Z' }),
    sse('token', { message_id: 12, delta: 'Write 3/4 as 6/8 first. ' }),
    sse('token', { message_id: 12, delta: 'What do you get when you add 1/8?' }),
    sse('message', { message: reply }),
    sse('done', { thread_id: 't-9', message_id: 12, title: null, answered_by: 'offline' }),
  ].join('')
  return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } })
}

describe('the public coach page /chat', () => {
  it('streams a reply to a visitor, labels the offline coach, then names the conversation', async () => {
    const sent: unknown[] = []
    const liked: string[] = []
    server.use(
      http.get('*/api/v1/chat/public/:session', ({ params }) =>
        HttpResponse.json({ session_id: params.session, title: null, messages: [] }),
      ),
      http.post('*/api/v1/chat/public/stream', async ({ request }) => {
        sent.push(await request.json())
        return streamedReply()
      }),
      http.post('*/api/v1/chat/public/title/:session', ({ params }) =>
        HttpResponse.json({ session_id: params.session, title: 'Adding 3/4 and 1/8' }),
      ),
      http.post('*/api/v1/chat/public/12/like', ({ request }) => {
        liked.push(new URL(request.url).searchParams.get('session_id') ?? '')
        return HttpResponse.json(chatMessage({ id: 12, text: REPLY, answered_by: 'offline', liked: true }))
      }),
    )
    await renderPage(Page, { path: '/chat' })
    await waitFor(() => expect(flow()).toBe('conversation.ready.idle reactions.idle'))
    expect(screen.getByRole('button', { name: 'Why do plants need sunlight?' })).toBeTruthy()

    fireEvent.change(screen.getByRole('textbox', { name: 'Message to the coach' }), {
      target: { value: QUESTION },
    })
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Message to the coach' }), { key: 'Enter' })

    const conversation = within(screen.getByRole('list', { name: 'Conversation' }))
    await conversation.findByText(REPLY)
    await waitFor(() => expect(flow()).toBe('conversation.ready.idle reactions.idle'))
    expect(conversation.getByText(QUESTION)).toBeTruthy()
    expect(conversation.getByText('Offline coach')).toBeTruthy()
    // Screen readers hear the complete reply once, not each piece as it streams.
    expect(document.querySelector('[aria-live="polite"]')?.textContent).toBe(REPLY)
    await screen.findByText('Adding 3/4 and 1/8')

    const session = sessionStorage.getItem('coach.visitorSession')
    expect(sent).toEqual([
      expect.objectContaining({ session_id: session, messages: [{ role: 'user', content: QUESTION }] }),
    ])
    // The thread continues after a reload of the tab (product.md §9 session storage).
    expect(sessionStorage.getItem('coach.thread.public')).toBe('t-9')

    fireEvent.click(screen.getByRole('button', { name: 'Helpful' }))
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Helpful' }).getAttribute('aria-pressed')).toBe('true'),
    )
    expect(liked).toEqual([session])
  })

  it('starts a new conversation under a new session on "New chat"', async () => {
    const sessions: string[] = []
    server.use(
      http.get('*/api/v1/chat/public/:session', ({ params }) => {
        sessions.push(String(params.session))
        return HttpResponse.json({
          session_id: params.session,
          title: sessions.length === 1 ? 'Fractions' : null,
          messages: sessions.length === 1 ? [chatMessage({ id: 1, from_user: true, text: QUESTION })] : [],
        })
      }),
    )
    await renderPage(Page, { path: '/chat' })
    await screen.findByText(QUESTION)
    expect(screen.getByText('Fractions')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'New chat' }))
    await waitFor(() => expect(screen.queryByText(QUESTION)).toBeNull())
    expect(screen.getByText('New conversation')).toBeTruthy()
    expect(sessions).toHaveLength(2)
    expect(sessions[1]).not.toBe(sessions[0])
  })
})
