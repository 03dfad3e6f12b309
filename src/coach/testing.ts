import type { ChatMessage } from '../../contracts/chat-schemas'

/** A stored chat message as the server presents it; tests override what matters to them. */
export function chatMessage(overrides: Partial<ChatMessage> & Pick<ChatMessage, 'id'>): ChatMessage {
  return {
    thread_id: 'thread-1',
    from_user: false,
    type: 'message',
    text: `Message ${overrides.id}`,
    liked: false,
    disliked: false,
    bookmarked: false,
    survey_type: null,
    response_value: null,
    attachments: [],
    created_at: '2026-11-24T08:00:00.000Z',
    answered_by: overrides.from_user ? null : 'model',
    status: 'complete',
    trigger_id: null,
    survey: null,
    ...overrides,
  }
}
