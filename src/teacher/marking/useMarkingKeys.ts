import { useEffect } from 'react'
import type { MarkingInboxEvent } from '../../../machines/markingInbox.machine'

/** The shortcuts, as the page lists them. */
export const SHORTCUTS = [
  ['J or →', 'next answer'],
  ['K or ←', 'previous answer'],
  ['0–9', 'marks'],
  ['S', 'skip'],
  ['Ctrl+Enter', 'save & next'],
] as const

const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))

/** Keys for marking while an answer is shown; plain keys are left alone while the teacher types. */
export function useMarkingKeys(active: boolean, send: (event: MarkingInboxEvent) => void) {
  useEffect(() => {
    if (!active) return
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') {
        e.preventDefault()
        send({ type: 'inbox.save' })
        return
      }
      if (e.ctrlKey || e.metaKey || e.altKey || typingIn(e.target)) return
      const key = e.key.toLowerCase()
      if (key === 'j' || key === 'arrowright') send({ type: 'inbox.next' })
      else if (key === 'k' || key === 'arrowleft') send({ type: 'inbox.previous' })
      else if (key === 's') send({ type: 'inbox.skip' })
      else if (/^[0-9]$/.test(key)) send({ type: 'inbox.setMarks', marks: key })
      else return
      e.preventDefault()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [active, send])
}
