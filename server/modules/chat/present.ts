import { inArray } from 'drizzle-orm'
import type { ChatMessage } from '../../../contracts/chat-schemas'
import type { Executor } from '../../db/client'
import {
  chatAttachments,
  chatBookmarks,
  type chatMessages,
  chatReactions,
  type SurveyOption,
  surveyQuestions,
} from '../../db/schema'

export type MessageRow = typeof chatMessages.$inferSelect
type AttachmentRow = Pick<typeof chatAttachments.$inferSelect, 'name' | 'url' | 'contentType'>

/** What a message shows that lives outside its own row: reactions, bookmark, files, the survey's answers. */
export type MessageExtras = {
  reaction?: 'like' | 'dislike' | null
  bookmarked?: boolean
  attachments?: AttachmentRow[]
  /** The four answers of the survey question the card asks (rows with `survey_question_id`). */
  surveyOptions?: SurveyOption[] | null
}

/** Attachments keep the storage key; older rows may hold the public URL `storage.put` answered. */
const attachmentUrl = (url: string) => (/^(\/|https?:)/.test(url) ? url : `/uploads/${url}`)

/** One stored message in the contract's shape (`ChatMessageSchema`). */
export function presentMessage(row: MessageRow, extras: MessageExtras = {}): ChatMessage {
  const options = row.surveyQuestionId != null ? (extras.surveyOptions ?? null) : null
  return {
    id: row.id,
    thread_id: row.threadId,
    from_user: row.fromUser,
    type: row.type,
    text: row.text,
    liked: extras.reaction === 'like',
    disliked: extras.reaction === 'dislike',
    bookmarked: extras.bookmarked ?? false,
    survey_type: row.surveyType ?? null,
    response_value: row.responseValue ?? null,
    attachments: (extras.attachments ?? []).map((a) => ({
      name: a.name,
      url: attachmentUrl(a.url),
      content_type: a.contentType,
    })),
    created_at: row.createdAt.toISOString(),
    answered_by: row.fromUser ? null : (row.answeredBy ?? null),
    status: row.status,
    trigger_id: row.triggerId ?? null,
    survey:
      row.surveyQuestionId != null && options
        ? {
            question_id: row.surveyQuestionId,
            options: options.map(({ label, value }) => ({ label, value })),
          }
        : null,
  }
}

/** Several stored messages with their extras, read in four queries whatever their number, in the given order. */
export async function presentMessages(db: Executor, rows: MessageRow[]): Promise<ChatMessage[]> {
  if (!rows.length) return []
  const ids = rows.map((r) => r.id)
  const questionIds = [
    ...new Set(rows.flatMap((r) => (r.surveyQuestionId != null ? [r.surveyQuestionId] : []))),
  ]
  const [reactions, bookmarks, attachments, questions] = await Promise.all([
    db.select().from(chatReactions).where(inArray(chatReactions.messageId, ids)),
    db
      .select({ messageId: chatBookmarks.messageId })
      .from(chatBookmarks)
      .where(inArray(chatBookmarks.messageId, ids)),
    db
      .select()
      .from(chatAttachments)
      .where(inArray(chatAttachments.messageId, ids))
      .orderBy(chatAttachments.id),
    questionIds.length
      ? db
          .select({ id: surveyQuestions.id, options: surveyQuestions.options })
          .from(surveyQuestions)
          .where(inArray(surveyQuestions.id, questionIds))
      : Promise.resolve([]),
  ])
  const reactionOf = new Map(reactions.map((r) => [r.messageId, r.reaction]))
  const bookmarked = new Set(bookmarks.map((b) => b.messageId))
  const optionsOf = new Map(questions.map((q) => [q.id, q.options]))
  return rows.map((row) =>
    presentMessage(row, {
      reaction: reactionOf.get(row.id) ?? null,
      bookmarked: bookmarked.has(row.id),
      attachments: attachments.filter((a) => a.messageId === row.id),
      surveyOptions: row.surveyQuestionId != null ? (optionsOf.get(row.surveyQuestionId) ?? null) : null,
    }),
  )
}

/** One stored message with its extras. */
export async function presentStoredMessage(db: Executor, row: MessageRow): Promise<ChatMessage> {
  const [message] = await presentMessages(db, [row])
  return message
}
