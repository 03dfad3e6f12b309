import { createToaster } from '@ark-ui/react/toast'

/** Spec §9: notifications stay 5000 ms unless told otherwise. */
export const toaster = createToaster({ placement: 'bottom-end', duration: 5000, overlap: true, gap: 12 })
