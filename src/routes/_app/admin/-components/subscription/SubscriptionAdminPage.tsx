import { css } from '../../../../../../styled-system/css'
import * as Tabs from '../../../../../ui/Tabs'
import { lead, pageContainer, pageTitle } from '../../../../-components/styles'
import { AcademySubscriptionsTab } from './AcademySubscriptionsTab'
import { ParentsTab } from './ParentsTab'

/** Admin page: parents' subject access for their children, and the card subscriptions bought so far. */
export function SubscriptionAdminPage() {
  return (
    <div className={pageContainer}>
      <h1 className={pageTitle}>Subscriptions</h1>
      <p className={`${lead} ${css({ mt: '2', mb: '6' })}`}>
        Open or lock a child’s subjects, tie a subject to a card subscription, and review the subscriptions
        families have bought.
      </p>
      {/* Kept mounted once opened: going back to Parents finds the same search, page and parent. */}
      <Tabs.Root defaultValue="parents" unmountOnExit={false}>
        <Tabs.List>
          <Tabs.Trigger value="parents">Parents</Tabs.Trigger>
          <Tabs.Trigger value="academy">Academy subscriptions</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="parents">
          <ParentsTab />
        </Tabs.Content>
        <Tabs.Content value="academy">
          <AcademySubscriptionsTab />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
