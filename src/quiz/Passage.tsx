import { useQuery } from '@tanstack/react-query'
import { css } from '../../styled-system/css'
import { passageQueryOptions } from '../api/quiz'
import { Spinner } from '../ui/Spinner'
import { Markdown } from './Markdown'

const panel = css({
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  p: { base: '4', md: '6' },
  maxHeight: { lg: 'calc(100dvh - 12rem)' },
  overflowY: { lg: 'auto' },
  position: { lg: 'sticky' },
  top: { lg: '24' },
})

/** The reading passage beside its questions (above them on narrow screens). */
export function Passage({ id }: { id: number }) {
  const { data, isPending, isError } = useQuery(passageQueryOptions(id))
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section aria-label={data?.title ?? 'Reading passage'} className={panel} tabIndex={0}>
      {isPending ? (
        <Spinner label="Loading the passage" />
      ) : data ? (
        <>
          {data.title ? <h3 className={css({ fontSize: 'lg', mb: '3' })}>{data.title}</h3> : null}
          <Markdown text={data.text} />
          {data.images.map((image, i) => (
            <img key={image.url} src={image.url} alt={`Illustration ${i + 1} for the passage`} />
          ))}
        </>
      ) : (
        <p className={css({ color: 'fg.muted' })}>
          {isError
            ? 'The passage could not be loaded. Check your connection and open the question again.'
            : 'The reading passage for this question cannot be shown here yet. Ask your teacher for a copy.'}
        </p>
      )}
    </section>
  )
}
