import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from '../../../../../../styled-system/css'
import { childrenQueryOptions, levelsQueryOptions } from '../../../../../api/children'
import { ButtonLink } from '../../../../../ui/Button'
import { TextLink } from '../../../../../ui/TextLink'
import { lead, pageTitle } from '../../../../-components/styles'
import { ChildDataPanel } from '../data/ChildDataPanel'
import { ChildDetailsForm } from './ChildDetailsForm'
import { childName } from './format'
import { SubscriptionsPanel } from './SubscriptionsPanel'

/** One child's account: details, subjects and subscriptions, and their data. */
export function ManageChildPage({ childId }: { childId: number }) {
  const { data: children } = useSuspenseQuery(childrenQueryOptions())
  const { data: levels } = useSuspenseQuery(levelsQueryOptions())
  const child = children.find((c) => c.id === childId)
  const level = levels.find((l) => l.id === child?.academic_level_id)?.name

  if (!child)
    return (
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'flex-start' })}>
        <h1 className={pageTitle}>We can’t find this child</h1>
        <p className={lead}>
          There is no child with this number in your family on Lantern. The link may be mistyped, or the
          account belongs to another family.
        </p>
        <ButtonLink to="/academy/dashboard">Back to your dashboard</ButtonLink>
      </div>
    )

  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        gap: '6',
        maxWidth: '56rem',
        mx: 'auto',
        width: '100%',
      })}
    >
      <TextLink to="/academy/dashboard" className={css({ fontSize: 'sm', fontWeight: '600' })}>
        ← Back to your dashboard
      </TextLink>
      <div>
        <h1 className={pageTitle}>{childName(child)}</h1>
        <p className={`${lead} ${css({ mt: '1' })}`}>
          {[level, child.is_free_tier ? 'Lantern Lite' : null].filter(Boolean).join(' · ') ||
            'Student account'}
        </p>
      </div>
      <SubscriptionsPanel child={child} />
      <ChildDetailsForm key={child.id} child={child} levels={levels} />
      <ChildDataPanel childId={child.id} />
    </div>
  )
}
