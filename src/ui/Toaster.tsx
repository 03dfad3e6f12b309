import { Toaster as ArkToaster, Toast } from '@ark-ui/react/toast'
import { X } from 'lucide-react'
import { toast } from '../../styled-system/recipes'
import { toaster } from './toaster'

export function Toaster() {
  const classes = toast()
  return (
    <ArkToaster toaster={toaster}>
      {(item) => (
        <Toast.Root className={classes.root}>
          {item.title ? <Toast.Title className={classes.title}>{item.title}</Toast.Title> : null}
          {item.description ? (
            <Toast.Description className={classes.description}>{item.description}</Toast.Description>
          ) : null}
          <Toast.CloseTrigger className={classes.closeTrigger} aria-label="Dismiss notification">
            <X aria-hidden="true" size={18} />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </ArkToaster>
  )
}
