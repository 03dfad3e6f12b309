import { ChatView } from '../../../coach/ChatView'
import { ChatSessionProvider } from '../../../coach/session'

type Props = {
  /** The class the tutor reads results from; none for all the teacher's classes (or an admin's test). */
  classId?: number
  /** Ready-made questions, shown while the conversation is empty; one press asks it. */
  suggestions?: string[]
  kind?: 'teacher' | 'admin'
}

/**
 * The teachers' tutor (POST /chat/teacher/stream): one conversation per class, kept for the browser tab, so
 * choosing another class opens that class's own conversation.
 */
export function StaffChat({ classId, suggestions = [], kind = 'teacher' }: Props) {
  const scope = classId ? `class-${classId}` : ''
  return (
    <ChatSessionProvider key={`${kind}-${scope}`} kind={kind} scope={scope} classId={classId}>
      <ChatView
        suggestions={suggestions}
        emptyTitle="Ask the teaching assistant"
        emptyText="It answers from your class’s recent results: topics, scores and who may need help. It can also draft questions and lesson ideas."
        placeholder="Ask about your class, or for questions to use"
      />
    </ChatSessionProvider>
  )
}
