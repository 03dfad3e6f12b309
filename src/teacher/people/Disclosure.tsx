import { ChevronDown } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { css } from '../../../styled-system/css'

/** A button that shows and hides more about one row; what it shows loads only when opened. */
export function Disclosure({ label, name, children }: { label: string; name: string; children: ReactNode }) {
  const [open, setOpen] = useState(false)
  const id = useId()
  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        aria-label={`${label} of ${name}`}
        onClick={() => setOpen(!open)}
        className={toggle}
      >
        {label}
        <ChevronDown
          aria-hidden="true"
          className={css({ width: '4', height: '4', transform: open ? 'rotate(180deg)' : undefined })}
        />
      </button>
      <div id={id} hidden={!open} className={css({ mt: '1' })}>
        {open ? children : null}
      </div>
    </div>
  )
}

const toggle = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  fontWeight: '650',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  cursor: 'pointer',
  minHeight: '6',
})
