import { Printer } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { createPortal, flushSync } from 'react-dom'
import { Button } from '../ui/Button'

// Only the sheet prints: everything else in <body> (the app, dialogs' portals) is hidden on paper.
const PRINT_CSS = `
@media screen { [data-print-sheet] { display: none !important; } }
@media print {
  @page { size: A4; margin: 12mm; }
  body > :not([data-print-sheet]) { display: none !important; }
  body { background: white !important; }
}`

/**
 * A button that prints `children` alone. The sheet is put in the page only while printing, so two sheets on
 * one page (the import's cards and a reset card) never print together.
 */
export function PrintButton({ label, children }: { label: string; children: ReactNode }) {
  const [printing, setPrinting] = useState(false)
  function print() {
    flushSync(() => setPrinting(true))
    window.print()
    setPrinting(false)
  }
  return (
    <>
      <Button variant="outline" onClick={print}>
        <Printer aria-hidden="true" />
        {label}
      </Button>
      {printing
        ? createPortal(
            <div data-print-sheet="">
              <style>{PRINT_CSS}</style>
              {children}
            </div>,
            document.body,
          )
        : null}
    </>
  )
}
