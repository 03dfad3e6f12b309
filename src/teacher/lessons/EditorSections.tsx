import { useState } from 'react'
import { type Draft, type DraftErrors, MAX_SECTIONS } from '../../../machines/lessonEditor.draft'
import { css } from '../../../styled-system/css'
import { Button } from '../../ui/Button'
import { Empty } from '../states'
import type { EditorSend } from './EditorFlow'
import { EditorItemPicker } from './EditorItemPicker'
import { EditorSection } from './EditorSection'

/** The lesson's sections in order: each renamed, moved, removed, and filled from the course's worksheets and notes. */
export function EditorSections({
  draft,
  errors,
  send,
}: {
  draft: Draft
  errors: DraftErrors
  send: EditorSend
}) {
  const [picking, setPicking] = useState<string | null>(null)
  const { sections } = draft
  const section = sections.find((s) => s.key === picking) ?? null
  return (
    <section aria-labelledby="lesson-sections" className={css({ display: 'grid', gap: '3' })}>
      <h2 id="lesson-sections" className={css({ fontSize: 'xl', fontWeight: '750' })}>
        Sections ({sections.length})
      </h2>
      {sections.length === 0 ? <Empty>Add a section, then its worksheets and notes.</Empty> : null}
      <ol className={css({ display: 'grid', gap: '3', listStyle: 'none' })}>
        {sections.map((s, i) => (
          <EditorSection
            key={s.key}
            section={s}
            position={i + 1}
            count={sections.length}
            error={errors.sections?.[s.key]}
            canPick={draft.courseId !== null}
            send={send}
            onPick={() => setPicking(s.key)}
          />
        ))}
      </ol>
      <div>
        <Button
          variant="outline"
          disabled={sections.length >= MAX_SECTIONS}
          onClick={() => send({ type: 'lesson.addSection' })}
        >
          Add a section
        </Button>
      </div>
      <EditorItemPicker
        courseId={draft.courseId}
        section={section}
        onAdd={(item) => section && send({ type: 'lesson.addItem', sectionKey: section.key, item })}
        onClose={() => setPicking(null)}
      />
    </section>
  )
}
