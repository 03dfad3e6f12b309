import { createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, Ref } from 'react'
import { cx } from '../../styled-system/css'
import { link } from '../../styled-system/recipes'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { ref?: Ref<HTMLAnchorElement> }

export function Anchor({ className, ...props }: Props) {
  return <a className={cx(link(), className)} {...props} />
}

export const TextLink = createLink(Anchor)
