/** The Chromium every browser run uses: the Debian package's, or CHROMIUM_PATH. */
export const CHROMIUM_EXECUTABLE = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/** A quiet Chromium in a container: no sandbox or GPU, nothing fetched or synced in the background. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
