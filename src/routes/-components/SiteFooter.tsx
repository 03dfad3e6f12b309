import { Link } from '@tanstack/react-router'
import { css } from '../../../styled-system/css'
import { getBrand } from '../../brand/site'

const link = css({
  color: 'fg.muted',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { color: 'fg.default' },
})

export function SiteFooter() {
  const { branding, whiteLabel } = getBrand()
  const name = whiteLabel?.school_name ?? branding.name
  return (
    <footer className={css({ borderTopWidth: '1px', borderColor: 'border.default', bg: 'bg.surface' })}>
      <div
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '4',
          justifyContent: 'space-between',
          alignItems: 'center',
          maxWidth: '72rem',
          mx: 'auto',
          px: { base: '4', md: '6' },
          py: '6',
          fontSize: 'sm',
          color: 'fg.muted',
        })}
      >
        <p>
          © {new Date().getFullYear()} {name}
        </p>
        <nav aria-label="Legal and help">
          <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '4', listStyle: 'none' })}>
            <li>
              <Link to="/support" className={link}>
                Help and support
              </Link>
            </li>
            <li>
              <Link to="/terms-condition" className={link}>
                Terms and conditions
              </Link>
            </li>
            <li>
              <Link to="/privacy-policy" className={link}>
                Privacy policy
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
