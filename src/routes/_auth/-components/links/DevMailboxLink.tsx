import { getConfig } from '../../../../config'
import { Alert } from '../../../../ui/Alert'

/** In development no mail leaves the machine; the server shows it at /dev/mailbox instead. */
export function DevMailboxLink() {
  if (!getConfig().devMailbox) return null
  return (
    <Alert status="info" title="Development mode">
      Emails are not really sent. <a href="/dev/mailbox">Open the development mailbox</a> to read this one.
    </Alert>
  )
}
