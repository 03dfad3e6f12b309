import { css } from '../../../../../../styled-system/css'
import type { AssistantAnswer } from '../../../../../api/coach-staff'
import * as Card from '../../../../../ui/Card'

const item = css({ listStyle: 'disc', ml: '5' })

/** The answer's text: its "- " lines as a list, the rest as paragraphs (React text only, never HTML). */
function AnswerText({ text }: { text: string }) {
  const lines = text.split('\n').filter((line) => line.trim())
  const blocks: (string | string[])[] = []
  for (const line of lines) {
    const last = blocks.at(-1)
    if (!line.startsWith('- ')) blocks.push(line)
    else if (Array.isArray(last)) last.push(line.slice(2))
    else blocks.push([line.slice(2)])
  }
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '2', overflowWrap: 'anywhere' })}>
      {blocks.map((block, i) =>
        Array.isArray(block) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one answer never move
          <ul key={i}>
            {block.map((line, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one answer never move
              <li key={j} className={item}>
                {line}
              </li>
            ))}
          </ul>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the blocks of one answer never move
          <p key={i}>{block}</p>
        ),
      )}
    </div>
  )
}

/** One question, its answer, and the named query that counted it (or why none could). */
export function AnswerCard({ answer }: { answer: AssistantAnswer }) {
  return (
    <Card.Root as="article">
      <Card.Header>
        <Card.Title level={3}>{answer.question}</Card.Title>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
        <AnswerText text={answer.answer} />
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {answer.query ? (
            <>
              Query used:{' '}
              <code className={css({ fontFamily: 'mono', color: 'fg.default' })}>{answer.query.name}</code> (
              {answer.query.params})
            </>
          ) : (
            'No query was run: the assistant could not match this question to one it knows.'
          )}
        </p>
      </Card.Body>
    </Card.Root>
  )
}
