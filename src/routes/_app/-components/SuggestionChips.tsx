import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'

type Props = { label: string; suggestions: string[]; onPick: (text: string) => void; disabled?: boolean }

const chipButton = css({
  height: 'auto !important',
  minHeight: '9',
  py: '1.5',
  whiteSpace: 'normal',
  textAlign: 'start',
  borderRadius: 'full',
})

/** Ready-made questions: one press asks it. */
export function SuggestionChips({ label, suggestions, onPick, disabled }: Props) {
  return (
    <section aria-label={label} className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
      <p className={css({ fontWeight: '650', fontSize: 'sm' })}>{label}</p>
      <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        {suggestions.map((text) => (
          <li key={text}>
            <button
              type="button"
              disabled={disabled}
              className={`${button({ variant: 'outline', size: 'sm' })} ${chipButton}`}
              onClick={() => onPick(text)}
            >
              {text}
            </button>
          </li>
        ))}
      </ul>
    </section>
  )
}
