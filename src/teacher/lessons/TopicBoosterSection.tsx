import { useState } from 'react'
import { LESSON_ITEM_TYPE } from '../../../contracts/constants'
import type { DraftSection } from '../../../machines/lessonEditor.draft'
import { css } from '../../../styled-system/css'
import type { CourseWorksheet } from '../../api/lessons'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { Empty } from '../states'
import type { EditorSend } from './EditorFlow'

/**
 * One topic's section: the bank's worksheets of the topic to tick (suggested), the ones already in it, and, on
 * request, every worksheet of the course.
 */
export function TopicBoosterSection({
  section,
  topicName,
  position,
  count,
  worksheets,
  send,
}: {
  section: DraftSection
  topicName: string
  position: number
  count: number
  worksheets: CourseWorksheet[]
  send: EditorSend
}) {
  const [showAll, setShowAll] = useState(false)
  const { key } = section
  const inSection = (id: number) => section.items.find((item) => item.worksheetId === id)
  const suggested = worksheets.filter((w) => w.topic_id === section.topicId)
  const chosen = worksheets.filter((w) => inSection(w.id) && !suggested.includes(w))
  const rest = showAll ? worksheets.filter((w) => !suggested.includes(w) && !chosen.includes(w)) : []
  // Items the course list does not hold (a worksheet since made a draft): kept, and can be removed.
  const unlisted = section.items.filter(
    (item) =>
      item.itemTypeId !== LESSON_ITEM_TYPE.WORKSHEET || !worksheets.some((w) => w.id === item.worksheetId),
  )
  const move = (by: -1 | 1) => send({ type: 'lesson.moveSection', key, by })
  const toggle = (worksheet: CourseWorksheet, on: boolean) => {
    const held = inSection(worksheet.id)
    if (on && !held)
      send({
        type: 'lesson.addItem',
        sectionKey: key,
        item: { itemTypeId: LESSON_ITEM_TYPE.WORKSHEET, title: worksheet.title, worksheetId: worksheet.id },
      })
    if (!on && held) send({ type: 'lesson.removeItem', sectionKey: key, key: held.key })
  }
  const tick = (worksheet: CourseWorksheet) => (
    <Checkbox
      key={worksheet.id}
      label={`${worksheet.title} (${worksheet.question_ids.length} ${worksheet.question_ids.length === 1 ? 'question' : 'questions'})`}
      checked={inSection(worksheet.id) !== undefined}
      onChange={(e) => toggle(worksheet, e.target.checked)}
    />
  )
  return (
    <li className={card} aria-label={`Section ${position}: ${topicName}`}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}>
        <h3 className={css({ fontWeight: '750', fontSize: 'lg', flex: '1 1 10rem' })}>
          {position}. {topicName}
        </h3>
        <Button
          size="sm"
          variant="ghost"
          disabled={position === 1}
          aria-label={`Move “${topicName}” up`}
          onClick={() => move(-1)}
        >
          Move up
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={position === count}
          aria-label={`Move “${topicName}” down`}
          onClick={() => move(1)}
        >
          Move down
        </Button>
      </div>
      <fieldset className={group}>
        <legend className={css({ fontWeight: '650', mb: '1' })}>Suggested from the worksheet bank</legend>
        {suggested.length === 0 ? <Empty>No worksheets of this topic in the bank yet.</Empty> : null}
        {suggested.map(tick)}
      </fieldset>
      {chosen.length || rest.length ? (
        <fieldset className={group}>
          <legend className={css({ fontWeight: '650', mb: '1' })}>Other worksheets of the course</legend>
          {[...chosen, ...rest].map(tick)}
        </fieldset>
      ) : null}
      {unlisted.map((item) => (
        <div
          key={item.key}
          className={css({ display: 'flex', gap: '2', alignItems: 'center', flexWrap: 'wrap' })}
        >
          <span className={css({ flex: '1 1 10rem' })}>{item.title}</span>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Remove “${item.title}” from ${topicName}`}
            onClick={() => send({ type: 'lesson.removeItem', sectionKey: key, key: item.key })}
          >
            Remove
          </Button>
        </div>
      ))}
      <div>
        <Button size="sm" variant="ghost" aria-expanded={showAll} onClick={() => setShowAll((on) => !on)}>
          {showAll ? 'Show only this topic’s worksheets' : 'Show all the course’s worksheets'}
        </Button>
      </div>
    </li>
  )
}

const card = css({ display: 'grid', gap: '3', p: '4', borderRadius: 'card', bg: 'bg.subtle', minWidth: 0 })
const group = css({ display: 'grid', gap: '1', border: 'none', p: '0', m: '0', minWidth: 0 })
