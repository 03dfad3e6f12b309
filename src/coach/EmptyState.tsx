import { Sparkles } from 'lucide-react'
import { css } from '../../styled-system/css'
import { mutedText, suggestionChip } from './styles'

type Props = { title: string; text: string; suggestions: string[]; onPick: (text: string) => void }

/** A conversation with nothing in it yet: what the coach is for, and three questions to start with. */
export function EmptyState({ title, text, suggestions, onPick }: Props) {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', py: '4' })}>
      <div className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
        <Sparkles aria-hidden className={css({ color: 'brand.solid', width: '5', height: '5' })} />
        <h2 className={css({ fontWeight: '800', fontSize: 'lg' })}>{title}</h2>
      </div>
      <p className={mutedText}>{text}</p>
      <ul
        className={css({
          display: 'grid',
          gap: '2',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        {suggestions.slice(0, 3).map((s) => (
          <li key={s} className={css({ display: 'flex' })}>
            <button
              type="button"
              className={`${suggestionChip} ${css({ flex: '1' })}`}
              onClick={() => onPick(s)}
            >
              {s}
            </button>
          </li>
        ))}
      </ul>
    </div>
  )
}
