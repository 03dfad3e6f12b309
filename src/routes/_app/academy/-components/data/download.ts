import { getSessionUser } from '../../../../../auth/session'
import { apiErrorFrom } from '../../../../../api/errors'

/**
 * Saves a file the API answers only to a signed-in caller: fetched with the bearer token (a plain link
 * would carry none), then handed to the browser as a download.
 */
export async function downloadFile(path: string, fallbackName: string) {
  const user = getSessionUser()
  const response = await fetch(path, {
    headers: user ? { authorization: `Bearer ${user.access_token}` } : {},
  })
  if (!response.ok) {
    const body = await response.json().catch(() => ({}))
    throw apiErrorFrom({ status: response.status, body })
  }
  const disposition = response.headers.get('content-disposition') ?? ''
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName
  const url = URL.createObjectURL(await response.blob())
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  document.body.append(link)
  link.click()
  link.remove()
  // Revoked after the click has been handled, so the browser has read the file.
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
