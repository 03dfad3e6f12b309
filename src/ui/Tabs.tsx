import { Tabs as ArkTabs } from '@ark-ui/react/tabs'
import type { ComponentProps } from 'react'
import { cx } from '../../styled-system/css'
import { tabs } from '../../styled-system/recipes'

const classes = () => tabs()

// Unmounting hidden panels keeps labels unique on the page (one "Password" field at a time).
export function Root({ className, ...props }: ComponentProps<typeof ArkTabs.Root>) {
  return <ArkTabs.Root lazyMount unmountOnExit className={cx(classes().root, className)} {...props} />
}
export function List({ className, ...props }: ComponentProps<typeof ArkTabs.List>) {
  return <ArkTabs.List className={cx(classes().list, className)} {...props} />
}
export function Trigger({ className, ...props }: ComponentProps<typeof ArkTabs.Trigger>) {
  return <ArkTabs.Trigger className={cx(classes().trigger, className)} {...props} />
}
export function Content({ className, ...props }: ComponentProps<typeof ArkTabs.Content>) {
  return <ArkTabs.Content className={cx(classes().content, className)} {...props} />
}
