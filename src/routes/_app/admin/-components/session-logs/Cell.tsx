// Moved to src/ui/TableCell.tsx; kept until the admin subscription page imports it from there.
export { Cell } from '../../../../../ui/TableCell'
