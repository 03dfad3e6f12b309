import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ComponentProps, HTMLAttributes } from 'react'
import { cx } from '../../styled-system/css'
import { dialog } from '../../styled-system/recipes'

export const Root = ArkDialog.Root
export const Trigger = ArkDialog.Trigger
export const CloseTrigger = ArkDialog.CloseTrigger

/** Backdrop, positioner and content in a portal; the 300 ms transition is the recipe's (spec §9). */
export function Content({ className, children, ...props }: ComponentProps<typeof ArkDialog.Content>) {
  const classes = dialog()
  return (
    <Portal>
      <ArkDialog.Backdrop className={classes.backdrop} />
      <ArkDialog.Positioner className={classes.positioner}>
        <ArkDialog.Content className={cx(classes.content, className)} {...props}>
          {children}
        </ArkDialog.Content>
      </ArkDialog.Positioner>
    </Portal>
  )
}
export function Title({ className, ...props }: ComponentProps<typeof ArkDialog.Title>) {
  return <ArkDialog.Title className={cx(dialog().title, className)} {...props} />
}
export function Description({ className, ...props }: ComponentProps<typeof ArkDialog.Description>) {
  return <ArkDialog.Description className={cx(dialog().description, className)} {...props} />
}
export function Body({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(dialog().body, className)} {...props} />
}
export function Footer({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cx(dialog().footer, className)} {...props} />
}
