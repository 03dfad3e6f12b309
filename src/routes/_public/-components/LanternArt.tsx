import { css } from '../../../../styled-system/css'

/** A decorative lantern that takes the branding's colours; hidden from assistive technology. */
export function LanternArt() {
  return (
    <div
      aria-hidden="true"
      className={css({ display: { base: 'none', md: 'flex' }, justifyContent: 'center' })}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 240 280"
        className={css({ width: '100%', maxWidth: '20rem', height: 'auto' })}
      >
        <circle cx="120" cy="150" r="110" className={css({ fill: 'brand.accent', opacity: 0.12 })} />
        <circle cx="120" cy="150" r="72" className={css({ fill: 'brand.solid', opacity: 0.18 })} />
        <path
          d="M120 20v26"
          className={css({ stroke: 'fg.default', strokeWidth: '6', strokeLinecap: 'round' })}
        />
        <rect x="84" y="44" width="72" height="18" rx="9" className={css({ fill: 'fg.default' })} />
        <path
          d="M78 70h84c10 0 16 8 16 18v96c0 10-6 18-16 18H78c-10 0-16-8-16-18V88c0-10 6-18 16-18z"
          className={css({ fill: 'brand.solid' })}
        />
        <path
          d="M120 98c14 18 20 30 20 44a20 20 0 0 1-40 0c0-14 6-26 20-44z"
          className={css({ fill: 'white', opacity: 0.92 })}
        />
        <path
          d="M120 124c6 8 9 14 9 20a9 9 0 0 1-18 0c0-6 3-12 9-20z"
          className={css({ fill: 'orange.500' })}
        />
        <rect x="84" y="200" width="72" height="18" rx="9" className={css({ fill: 'fg.default' })} />
        <circle cx="52" cy="70" r="6" className={css({ fill: 'brand.accent' })} />
        <circle cx="196" cy="96" r="4" className={css({ fill: 'brand.accent' })} />
        <circle cx="190" cy="218" r="7" className={css({ fill: 'brand.solid', opacity: 0.5 })} />
      </svg>
    </div>
  )
}
