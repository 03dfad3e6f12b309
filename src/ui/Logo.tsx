import { Link } from '@tanstack/react-router'
import { logo } from '../../styled-system/recipes'
import { logoOf, useBrand } from '../brand/site'

/** The branding's logo, linking home; its height is capped by --lantern-logo-max-height. */
export function Logo({ to = '/' }: { to?: string }) {
  const { src, alt } = logoOf(useBrand())
  return (
    <Link to={to} className={logo()}>
      <img src={src} alt={alt} height={40} />
    </Link>
  )
}
