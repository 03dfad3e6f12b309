import type { ReactNode, TdHTMLAttributes } from 'react'

type Props = TdHTMLAttributes<HTMLTableCellElement> & { label: string; children: ReactNode }

/** A table cell that names its column on a phone (see `table` in data-table.ts): one box, beside the label. */
export function Cell({ label, children, ...props }: Props) {
  return (
    <td data-label={label} {...props}>
      <div>{children}</div>
    </td>
  )
}
