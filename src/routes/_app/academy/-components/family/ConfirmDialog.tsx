export { ConfirmDialog } from '../../../../../ui/ConfirmDialog'
