import type { GeneratedSheet } from '../../../machines/worksheetGeneration.machine'
import { css } from '../../../styled-system/css'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextLink } from '../../ui/TextLink'

/** The drafts a run made: each opens in the library to check, edit and save. */
export function GeneratedDrafts({ drafts, onAgain }: { drafts: GeneratedSheet[]; onAgain: () => void }) {
  return (
    <section
      aria-labelledby="drafts-title"
      data-flow="worksheetGeneration"
      data-state='"review"'
      className={css({ display: 'grid', gap: '4' })}
    >
      <h2 id="drafts-title" className={css({ fontSize: 'xl', fontWeight: '750' })}>
        {drafts.length === 1 ? 'Your draft is ready' : `Your ${drafts.length} drafts are ready`}
      </h2>
      <Alert status="info">
        Check each question and its answer, change or remove what you need, then save the worksheet. Children
        see nothing until you assign it.
      </Alert>
      <ul className={css({ display: 'grid', gap: '2' })}>
        {drafts.map((draft) => (
          <li
            key={draft.id}
            className={css({ display: 'flex', gap: '3', alignItems: 'baseline', flexWrap: 'wrap' })}
          >
            <TextLink to="/teacher/worksheet-library" search={{ worksheet: draft.id }}>
              Review “{draft.title}”
            </TextLink>
            <span className={css({ color: 'fg.muted', fontSize: 'sm' })}>
              {draft.question_ids.length} {draft.question_ids.length === 1 ? 'question' : 'questions'}
            </span>
          </li>
        ))}
      </ul>
      <Button variant="outline" className={css({ justifySelf: 'start' })} onClick={onAgain}>
        Generate more
      </Button>
    </section>
  )
}
