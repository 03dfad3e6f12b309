import { createLink } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react'
import { cx } from '../../styled-system/css'
import { type ButtonVariantProps, button } from '../../styled-system/recipes'
import { Spinner } from './Spinner'

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonVariantProps & { loading?: boolean; loadingText?: string; ref?: Ref<HTMLButtonElement> }

/** While `loading`, the button is disabled and says what it is doing (`loadingText`). */
export function Button({
  loading,
  loadingText,
  children,
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  const [variants, rest] = button.splitVariantProps(props)
  return (
    <button
      type={type}
      className={cx(button(variants), className)}
      disabled={loading || rest.disabled}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="sm" label={null} /> : null}
      {loading && loadingText ? loadingText : children}
    </button>
  )
}

type AnchorProps = AnchorHTMLAttributes<HTMLAnchorElement> &
  ButtonVariantProps & { ref?: Ref<HTMLAnchorElement> }

export function ButtonAnchor({ className, ...props }: AnchorProps) {
  const [variants, rest] = button.splitVariantProps(props)
  return <a className={cx(button(variants), className)} {...rest} />
}

/** A router link that looks like a button: for navigation, never for actions. */
export const ButtonLink = createLink(ButtonAnchor)
