import { useQuery } from '@tanstack/react-query'
import type { Draft } from '../../../machines/lessonEditor.draft'
import { css } from '../../../styled-system/css'
import type { CourseDetail } from '../../api/courses'
import { courseWorksheetsQueryOptions } from '../../api/lessons'
import { Empty, LoadFailed, Loading } from '../states'
import type { EditorSend } from './EditorFlow'
import { TopicBoosterSection } from './TopicBoosterSection'

/** The chosen topics in the order they are practised, each with the worksheets suggested for it. */
export function TopicBoosterSections({
  courseId,
  topics,
  draft,
  send,
}: {
  courseId: number
  topics: CourseDetail['topics']
  draft: Draft
  send: EditorSend
}) {
  const worksheets = useQuery(courseWorksheetsQueryOptions(courseId))
  const sections = draft.sections.filter((section) => section.topicId !== null)
  return (
    <section aria-labelledby="booster-sections" className={css({ display: 'grid', gap: '3', minWidth: 0 })}>
      <h2 id="booster-sections" className={css({ fontSize: 'xl', fontWeight: '750' })}>
        Sections ({sections.length})
      </h2>
      {sections.length === 0 ? <Empty>Tick a topic to practise it in its own section.</Empty> : null}
      {worksheets.isPending && sections.length ? <Loading>Loading the course’s worksheets…</Loading> : null}
      {worksheets.error ? (
        <LoadFailed
          title="The worksheets did not load"
          error={worksheets.error}
          retry={() => worksheets.refetch()}
        />
      ) : null}
      <ol className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
        {sections.map((section, i) => (
          <TopicBoosterSection
            key={section.key}
            section={section}
            topicName={topics.find((t) => t.id === section.topicId)?.name ?? section.title}
            position={i + 1}
            count={sections.length}
            worksheets={worksheets.data ?? []}
            send={send}
          />
        ))}
      </ol>
    </section>
  )
}
