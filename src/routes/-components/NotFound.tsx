import { Link } from '@tanstack/react-router'
import { Compass } from 'lucide-react'
import { css } from '../../../styled-system/css'
import { button, link } from '../../../styled-system/recipes'
import { lead, narrowContainer, pageTitle, row } from './styles'

/** Root not-found page: it says what happened and offers a way home. */
export function NotFound() {
  return (
    <div className={narrowContainer}>
      <Compass aria-hidden="true" className={css({ w: '12', h: '12', mb: '4', color: 'brand.accent' })} />
      <h1 className={pageTitle}>We can’t find that page</h1>
      <p className={`${lead} ${css({ mt: '3', mb: '8' })}`}>
        The link may be old, or the address may have a typo. Let’s get you back on track.
      </p>
      <div className={row}>
        <Link to="/" className={button()}>
          Go to the home page
        </Link>
        <Link to="/support" className={link()}>
          Get help
        </Link>
      </div>
    </div>
  )
}
