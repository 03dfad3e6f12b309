import type { DraftSection } from '../../../machines/lessonEditor.draft'
import { css } from '../../../styled-system/css'
import type { CourseDetail } from '../../api/courses'
import { Checkbox } from '../../ui/Checkbox'
import { Empty } from '../states'
import type { EditorSend } from './EditorFlow'

type Topic = CourseDetail['topics'][number]

/** The course's topics in order, a sub-topic under its topic: ticking one adds its section, unticking removes it. */
export function TopicBoosterTopics({
  topics,
  sections,
  send,
}: {
  topics: Topic[]
  sections: DraftSection[]
  send: EditorSend
}) {
  const ordered = inOrder(topics)
  return (
    <fieldset className={panel}>
      <legend className={css({ fontSize: 'xl', fontWeight: '750', mb: '2' })}>Topics</legend>
      {ordered.length === 0 ? <Empty>This course has no topics yet.</Empty> : null}
      {ordered.map(({ topic, depth }) => {
        const section = sections.find((s) => s.topicId === topic.id)
        return (
          <div key={topic.id} style={{ paddingInlineStart: `${depth * 1.25}rem` }}>
            <Checkbox
              label={topic.name}
              checked={section !== undefined}
              onChange={(e) =>
                e.target.checked
                  ? send({ type: 'lesson.addSection', title: topic.name, topicId: topic.id })
                  : section && send({ type: 'lesson.removeSection', key: section.key })
              }
            />
          </div>
        )
      })}
    </fieldset>
  )
}

/** Topics by their order, each followed by its sub-topics. */
function inOrder(
  topics: Topic[],
  parentId: number | null = null,
  depth = 0,
): { topic: Topic; depth: number }[] {
  const known = new Set(topics.map((t) => t.id))
  return topics
    .filter((t) =>
      parentId === null ? t.parent_id === null || !known.has(t.parent_id) : t.parent_id === parentId,
    )
    .sort((a, b) => a.order - b.order)
    .flatMap((topic) => [{ topic, depth }, ...inOrder(topics, topic.id, depth + 1)])
}

const panel = css({
  display: 'grid',
  gap: '1',
  p: '4',
  borderRadius: 'card',
  bg: 'bg.subtle',
  border: 'none',
  m: '0',
  minWidth: 0,
})
