import { type RefObject, useCallback, useEffect, useRef, useState } from 'react'

/**
 * An open/closed panel behind a button (WAI-ARIA disclosure): Escape closes it, giving focus back to the
 * button when focus was inside `container`; a press outside `container` closes it too.
 */
export function useDisclosure(container: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])

  useEffect(() => {
    if (!open) return
    const inside = (target: EventTarget | null) => container.current?.contains(target as Node) ?? false
    function onPointerDown(event: PointerEvent) {
      if (!inside(event.target)) setOpen(false)
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape') return
      setOpen(false)
      if (inside(document.activeElement)) buttonRef.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    document.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      document.removeEventListener('keydown', onKeyDown)
    }
  }, [open, container])

  return { open, close, toggle: () => setOpen((value) => !value), buttonRef }
}
