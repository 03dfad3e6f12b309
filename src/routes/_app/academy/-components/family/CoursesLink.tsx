import { useNavigate } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { ButtonAnchor } from '../../../../../ui/Button'

type Props = {
  childId: number
  children: ReactNode
  variant?: 'solid' | 'outline' | 'ghost'
  size?: 'sm' | 'md'
}

/** "Add subjects": the course catalogue with this child chosen, opened inside the app. */
export function CoursesLink({ childId, children, variant = 'solid', size = 'sm' }: Props) {
  const navigate = useNavigate()
  const href = `/courses?child_id=${childId}`
  return (
    <ButtonAnchor
      href={href}
      variant={variant}
      size={size}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
        event.preventDefault()
        void navigate({ href })
      }}
    >
      {children}
    </ButtonAnchor>
  )
}
