import { css } from '../../../../../../styled-system/css'
import type { ParentChild } from '../../../../../api/admin-subscriptions'
import { SubjectRow } from './SubjectRow'
import { muted } from './styles'

type Props = { parentId: number; child: ParentChild; level: string | null }

const card = css({
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  bg: 'bg.surface',
  p: { base: '4', md: '5' },
})

/** One child: who they are, then a row per subject with its access and what can be done to it. */
export function ChildCard({ parentId, child, level }: Props) {
  const name = `${child.first_name} ${child.last_name}`
  const facts = [
    level ?? (child.academic_level_id ? null : 'No level set'),
    child.username ? `@${child.username}` : null,
    child.class_ids.length
      ? `${child.class_ids.length} class${child.class_ids.length > 1 ? 'es' : ''}`
      : 'No class',
    child.is_active ? null : 'Account deactivated',
  ].filter(Boolean)
  return (
    <article aria-labelledby={`child-${child.id}`} className={card}>
      <h3 id={`child-${child.id}`} className={css({ fontSize: 'lg', fontWeight: '700' })}>
        {name}
      </h3>
      <p className={`${muted} ${css({ fontSize: 'sm', mb: '3' })}`}>{facts.join(' · ')}</p>
      {child.subjects.length === 0 ? (
        <p className={muted}>There are no subjects yet.</p>
      ) : (
        <ul aria-label={`${name}’s subjects`} className={css({ display: 'flex', flexDirection: 'column' })}>
          {child.subjects.map((subject) => (
            <SubjectRow
              key={subject.subject_id}
              parentId={parentId}
              childName={child.first_name}
              subject={subject}
            />
          ))}
        </ul>
      )}
    </article>
  )
}
