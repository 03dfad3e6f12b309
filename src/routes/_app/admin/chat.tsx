import { createFileRoute } from '@tanstack/react-router'
import { css } from '../../../../styled-system/css'
import { guard } from '../../../router/guard'
import * as Tabs from '../../../ui/Tabs'
import { lead, pageTitle } from '../../-components/styles'
import { StaffChat } from '../-components/StaffChat'
import { AssistantTab } from './-components/coach/AssistantTab'
import { FlaggedTab } from './-components/coach/FlaggedTab'

export const Route = createFileRoute('/_app/admin/chat')({
  beforeLoad: guard({ roles: ['admin'] }),
  staticData: { title: 'AI tutor and assistant' },
  component: Page,
})

// Three tabs fit a phone only when their names may take two lines.
const tabLabel = css({ whiteSpace: { base: 'normal', md: 'nowrap' }, lineHeight: '1.25' })

// Without a class the tutor has no results to read: these try its teaching help and its answer to "my class".
const TRY_THE_TUTOR = [
  'Give me 3 questions on fractions',
  'How should I explain ratio to a P5 class?',
  'Which topics is my class finding hardest?',
]

/** The admin's coach page: ask about the platform's data, try the tutor's prompts, review flagged messages. */
function Page() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <h1 className={pageTitle}>AI tutor and assistant</h1>
      <p className={`${lead} ${css({ mb: '4' })}`}>
        Ask about Lantern’s data, try the tutor as a teacher would, and look at the messages the coach
        flagged.
      </p>
      {/* Kept mounted once opened: switching tabs keeps this visit's answers and the tutor conversation. */}
      <Tabs.Root defaultValue="assistant" unmountOnExit={false}>
        <Tabs.List>
          <Tabs.Trigger value="assistant" className={tabLabel}>
            Assistant
          </Tabs.Trigger>
          <Tabs.Trigger value="tutor" className={tabLabel}>
            Try the tutor
          </Tabs.Trigger>
          <Tabs.Trigger value="flags" className={tabLabel}>
            Flagged conversations
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="assistant">
          <AssistantTab />
        </Tabs.Content>
        <Tabs.Content value="tutor">
          <div className={css({ pt: '4', display: 'flex', flexDirection: 'column', gap: '3' })}>
            <p className={css({ color: 'fg.muted' })}>
              The teachers’ tutor, without a class: try how it answers before teachers do. These conversations
              are kept as yours, not a teacher’s.
            </p>
            <StaffChat kind="admin" suggestions={TRY_THE_TUTOR} />
          </div>
        </Tabs.Content>
        <Tabs.Content value="flags">
          <FlaggedTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
