import { useSuspenseQuery } from '@tanstack/react-query'
import { USER_ROLE } from '../../contracts/constants'
import { css } from '../../styled-system/css'
import { contentQueryOptions } from '../api/courses'
import { useSessionUser } from '../auth/session'
import { lead, pageTitle } from '../routes/-components/styles'
import { TextLink } from '../ui/TextLink'
import { NotesMarkdown } from './NotesMarkdown'

const KIND = { notes: 'Notes', video: 'Video', article: 'Article', exam_tips: 'Exam tips' } as const
const stack = css({ display: 'flex', flexDirection: 'column', gap: '5', maxWidth: '46rem' })

/** /learning-content/:contentId: one page of notes (or a video or article), its body in Markdown. */
export function ContentPage({ id }: { id: number }) {
  const { data } = useSuspenseQuery(contentQueryOptions(id))
  const student = useSessionUser()?.user_role_id === USER_ROLE.STUDENT
  return (
    <article className={stack} aria-labelledby="content-title">
      {student ? <TextLink to="/student/library">Back to the library</TextLink> : null}
      <header>
        <p
          className={css({
            color: 'brand.accent',
            fontWeight: '700',
            textTransform: 'uppercase',
            fontSize: 'sm',
          })}
        >
          {KIND[data.kind]}
        </p>
        <h1 id="content-title" className={pageTitle}>
          {data.title}
        </h1>
        {data.summary ? <p className={lead}>{data.summary}</p> : null}
      </header>
      {data.media_url ? (
        <p>
          <a href={data.media_url} target="_blank" rel="noreferrer">
            Open the {data.kind === 'video' ? 'video' : 'file'} (opens in a new tab)
          </a>
        </p>
      ) : null}
      <NotesMarkdown
        text={data.body}
        className={css({
          fontSize: 'lg',
          lineHeight: '1.7',
          display: 'flex',
          flexDirection: 'column',
          gap: '4',
        })}
      />
    </article>
  )
}
