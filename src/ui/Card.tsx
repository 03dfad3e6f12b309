import type { HTMLAttributes } from 'react'
import { cx } from '../../styled-system/css'
import { card } from '../../styled-system/recipes'

type Props = HTMLAttributes<HTMLElement>

export function Root({
  className,
  as: Tag = 'div',
  ...props
}: Props & { as?: 'section' | 'div' | 'article' }) {
  return <Tag className={cx(card().root, className)} {...props} />
}
export function Header({ className, ...props }: Props) {
  return <div className={cx(card().header, className)} {...props} />
}
export function Title({ className, level = 2, ...props }: Props & { level?: 1 | 2 | 3 }) {
  const Tag = `h${level}` as const
  return <Tag className={cx(card().title, className)} {...props} />
}
export function Description({ className, ...props }: Props) {
  return <p className={cx(card().description, className)} {...props} />
}
export function Body({ className, ...props }: Props) {
  return <div className={cx(card().body, className)} {...props} />
}
export function Footer({ className, ...props }: Props) {
  return <div className={cx(card().footer, className)} {...props} />
}
