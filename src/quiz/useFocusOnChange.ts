import { useEffect, useRef } from 'react'

/** A ref whose element gets focus each time `value` changes (not on the first render). */
export function useFocusOnChange<T extends HTMLElement>(value: unknown) {
  const ref = useRef<T>(null)
  const previous = useRef(value)
  useEffect(() => {
    if (previous.current !== value) ref.current?.focus()
    previous.current = value
  }, [value])
  return ref
}
