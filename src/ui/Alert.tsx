import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { cx } from '../../styled-system/css'
import { alert } from '../../styled-system/recipes'

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, danger: CircleAlert }

type Props = {
  status?: 'info' | 'success' | 'warning' | 'danger'
  title?: ReactNode
  children?: ReactNode
  className?: string
  id?: string
}

/** Errors and warnings interrupt (role=alert); good news and notes wait their turn (role=status). */
export function Alert({ status = 'info', title, children, className, id }: Props) {
  const classes = alert({ status })
  const Icon = icons[status]
  const urgent = status === 'danger' || status === 'warning'
  return (
    <div id={id} role={urgent ? 'alert' : 'status'} className={cx(classes.root, className)}>
      <Icon aria-hidden="true" className={classes.icon} />
      <div className={classes.content}>
        {title ? <p className={classes.title}>{title}</p> : null}
        {children ? <div className={classes.description}>{children}</div> : null}
      </div>
    </div>
  )
}
