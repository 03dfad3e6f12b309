import type { ReactNode } from 'react'
import { css } from '../../../styled-system/css'
import type { MarkingItem } from '../../api/marking-inbox'
import { labelOf, OptionList } from '../../ui/OptionList'
import { RichText } from '../../ui/rich-text/RichText'
import { muted } from '../states'

const REASONS: Record<MarkingItem['reason'], string> = {
  no_transcript: 'Spoken answer: no transcript, listen to it',
  flagged_for_review: 'The marker asked a teacher to check',
  student_asked: 'The student asked about this answer',
}

/** The question with its marking scheme, and the student's work: side by side, stacked on a phone. */
export function AnswerPanels({ item }: { item: MarkingItem }) {
  const { question: q, answer: a } = item
  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })}>
      <Panel title="Question" aside={`${q.max_score} ${q.max_score === 1 ? 'mark' : 'marks'}`}>
        <RichText text={q.text} />
        {q.images.map((image) => (
          <img key={image.url} src={image.url} alt={image.alt ?? ''} className={picture} />
        ))}
        {q.options.length ? <OptionList options={q.options} labels={q.option_labels} /> : null}
        <Labelled label="Marking scheme">
          {q.marking_scheme.trim() ? (
            <RichText text={q.marking_scheme} />
          ) : (
            <span className={muted}>None written.</span>
          )}
        </Labelled>
        {q.model_answer ? (
          <Labelled label={q.question_type_id === 4 ? 'What the student reads' : 'Model answer'}>
            <RichText text={q.model_answer} />
          </Labelled>
        ) : null}
        {q.parts.map((p) => (
          <Labelled key={p.id} label={`Part (${p.max_score} marks)`}>
            <RichText text={p.text} />
            {p.marking_scheme ? <RichText text={p.marking_scheme} /> : null}
          </Labelled>
        ))}
      </Panel>
      <Panel
        title={`${item.student.first_name} ${item.student.last_name}’s answer`}
        aside={REASONS[item.reason]}
      >
        {item.student_question ? (
          <Labelled label="The student asked">
            <p>“{item.student_question}”</p>
          </Labelled>
        ) : null}
        {a.audio_url ? (
          // biome-ignore lint/a11y/useMediaCaption: a child's own recording has no captions to offer.
          <audio
            controls
            src={a.audio_url}
            className={css({ width: '100%' })}
            aria-label="The student's recording"
          />
        ) : null}
        {a.photo_url ? <img src={a.photo_url} alt="The student's work" className={picture} /> : null}
        {a.selected_option ? (
          <p>
            Chose option{' '}
            {labelOf(q.options, a.selected_option.id, q.option_labels) ?? a.selected_option.order}:{' '}
            {a.selected_option.text}
          </p>
        ) : null}
        {a.text ? <RichText text={a.text} /> : null}
        {a.parts.map((p, i) => (
          <p key={p.question_id}>
            Part {i + 1}: {p.value || <span className={muted}>blank</span>}
          </p>
        ))}
        {a.method_answer ? (
          <Labelled label="Working">
            <RichText text={a.method_answer} />
          </Labelled>
        ) : null}
        {!a.text && !a.audio_url && !a.photo_url && !a.selected_option && !a.parts.length ? (
          <p className={muted}>No written answer.</p>
        ) : null}
        <Labelled label="The marker's marks">
          <p>{a.ai_marks === null ? 'None given.' : `${a.ai_marks} of ${q.max_score}`}</p>
          {a.ai_explanation ? <RichText text={a.ai_explanation} className={muted} /> : null}
        </Labelled>
      </Panel>
    </div>
  )
}

function Panel({ title, aside, children }: { title: string; aside: string; children: ReactNode }) {
  return (
    <section
      aria-label={title}
      className={css({
        display: 'grid',
        gap: '3',
        alignContent: 'start',
        p: '4',
        bg: 'bg.surface',
        borderWidth: '1px',
        borderColor: 'border.default',
        borderRadius: 'card',
        minWidth: 0,
      })}
    >
      <header>
        <h2 className={css({ fontWeight: '750', fontSize: 'lg' })}>{title}</h2>
        <p className={`${muted} ${css({ fontSize: 'sm' })}`}>{aside}</p>
      </header>
      {children}
    </section>
  )
}

function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={css({ display: 'grid', gap: '1' })}>
      <h3 className={css({ fontSize: 'sm', fontWeight: '700', color: 'fg.muted' })}>{label}</h3>
      {children}
    </div>
  )
}

const picture = css({ maxWidth: '100%', borderRadius: 'control' })
