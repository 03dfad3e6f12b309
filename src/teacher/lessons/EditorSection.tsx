import { LESSON_ITEM_TYPE } from '../../../contracts/constants'
import { type DraftSection, MAX_ITEMS } from '../../../machines/lessonEditor.draft'
import { css } from '../../../styled-system/css'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import type { EditorSend } from './EditorFlow'

const kindOf = (itemTypeId: number) => (itemTypeId === LESSON_ITEM_TYPE.CONTENT ? 'Notes' : 'Worksheet')

/** One section: its title, its items in order, and the buttons that move, remove and fill it. */
export function EditorSection({
  section,
  position,
  count,
  error,
  canPick,
  send,
  onPick,
}: {
  section: DraftSection
  position: number
  count: number
  error?: string
  canPick: boolean
  send: EditorSend
  onPick: () => void
}) {
  const name = section.title.trim() || `Section ${position}`
  const { key } = section
  return (
    <li className={card} aria-label={`Section ${position}: ${name}`}>
      <TextField
        label={`Section ${position} title`}
        value={section.title}
        maxLength={200}
        error={error}
        onChange={(e) => send({ type: 'lesson.renameSection', key, title: e.target.value })}
      />
      <div className={buttons}>
        <Button
          size="sm"
          variant="ghost"
          disabled={position === 1}
          aria-label={`Move section “${name}” up`}
          onClick={() => send({ type: 'lesson.moveSection', key, by: -1 })}
        >
          Move up
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={position === count}
          aria-label={`Move section “${name}” down`}
          onClick={() => send({ type: 'lesson.moveSection', key, by: 1 })}
        >
          Move down
        </Button>
        <Button
          size="sm"
          variant="ghost"
          aria-label={`Remove section “${name}”`}
          onClick={() => send({ type: 'lesson.removeSection', key })}
        >
          Remove
        </Button>
      </div>
      {section.items.length === 0 ? (
        <p className={css({ color: 'fg.muted' })}>No worksheets or notes yet.</p>
      ) : (
        <ol className={css({ display: 'grid', gap: '2', listStyle: 'none' })} aria-label={`Items of ${name}`}>
          {section.items.map((item, i) => (
            <li key={item.key} className={row}>
              <span className={css({ flex: '1 1 12rem', minWidth: 0, overflowWrap: 'anywhere' })}>
                <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
                  {kindOf(item.itemTypeId)}:{' '}
                </span>
                {item.title}
              </span>
              <span className={buttons}>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={i === 0}
                  aria-label={`Move “${item.title}” up`}
                  onClick={() => send({ type: 'lesson.moveItem', sectionKey: key, key: item.key, by: -1 })}
                >
                  Move up
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={i === section.items.length - 1}
                  aria-label={`Move “${item.title}” down`}
                  onClick={() => send({ type: 'lesson.moveItem', sectionKey: key, key: item.key, by: 1 })}
                >
                  Move down
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`Remove “${item.title}” from ${name}`}
                  onClick={() => send({ type: 'lesson.removeItem', sectionKey: key, key: item.key })}
                >
                  Remove
                </Button>
              </span>
            </li>
          ))}
        </ol>
      )}
      <div>
        <Button
          size="sm"
          variant="outline"
          disabled={!canPick || section.items.length >= MAX_ITEMS}
          aria-label={`Add a worksheet or notes to ${name}`}
          onClick={onPick}
        >
          Add a worksheet or notes
        </Button>
        {!canPick ? (
          <p className={css({ color: 'fg.muted', fontSize: 'sm', mt: '1' })}>Choose the course first.</p>
        ) : null}
      </div>
    </li>
  )
}

const card = css({
  display: 'grid',
  gap: '3',
  p: '4',
  borderRadius: 'card',
  bg: 'bg.subtle',
  minWidth: 0,
})
const row = css({
  display: 'flex',
  gap: '2',
  alignItems: 'center',
  flexWrap: 'wrap',
  p: '2',
  borderRadius: 'control',
  bg: 'bg.surface',
  border: '1px solid',
  borderColor: 'border.default',
})
const buttons = css({ display: 'flex', gap: '1', flexWrap: 'wrap' })
