import { css } from '../../../../../styled-system/css'
import { authorizeHref, configuredProviders } from '../../../../auth/providers'
import { getConfig } from '../../../../config'
import { ButtonAnchor } from '../../../../ui/Button'

/** Single sign-on buttons, only for the providers this server is configured for. */
export function ProviderButtons() {
  const providers = configuredProviders(getConfig())
  if (providers.length === 0) return null
  return (
    <section
      aria-labelledby="providers-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <h2
        id="providers-title"
        className={css({
          display: 'flex',
          alignItems: 'center',
          gap: '3',
          fontSize: 'sm',
          fontWeight: '600',
          color: 'fg.muted',
          _before: { content: '""', flex: '1', height: '1px', bg: 'border.default' },
          _after: { content: '""', flex: '1', height: '1px', bg: 'border.default' },
        })}
      >
        Or use another account
      </h2>
      {providers.map((provider) => (
        <ButtonAnchor
          key={provider.id}
          variant="outline"
          size="lg"
          fullWidth
          href={authorizeHref(provider.id, provider.config, location.origin)}
        >
          {provider.label}
        </ButtonAnchor>
      ))}
    </section>
  )
}
