/** What decides the devtools of a page: the build, the address and the server's environment. */
export type DevtoolsInputs = {
  /** Vite's mode: `development` under `npm run dev`, `production` for `npm run build`, `test` in vitest. */
  mode: string
  /** The build was made with `INSPECT=true`, so a production build may open the inspector. */
  inspectBuild: boolean
  /** The page's query string: `?inspect` opens the inspector, `?inspect=off` keeps it closed. */
  search: string
  /** The `?inspect` choice an earlier page of this tab made (session storage). */
  remembered: string | null
  /** The server's environment, from the page config. */
  environment: 'development' | 'production' | 'test'
}

export type DevtoolsSettings = {
  inspector: boolean
  /** The choice to keep for the tab's next pages, when the address made one. */
  remember: 'on' | 'off' | null
  /** Development and test servers record every session; production only an account that turned it on. */
  recording: 'always' | 'consent'
}

const OFF = new Set(['off', '0', 'false', 'no'])

export function devtoolsSettings(inputs: DevtoolsInputs): DevtoolsSettings {
  const asked = new URLSearchParams(inputs.search).get('inspect')
  const choice = asked === null ? inputs.remembered : OFF.has(asked.toLowerCase()) ? 'off' : 'on'
  // A production build carries the inspector only when it was built to (INSPECT=true), e.g. for a staging site.
  const allowed = inputs.mode !== 'production' || inputs.inspectBuild
  return {
    inspector: allowed && (choice === 'on' || (choice !== 'off' && inputs.mode === 'development')),
    remember: asked === null ? null : (choice as 'on' | 'off'),
    recording: inputs.environment === 'production' ? 'consent' : 'always',
  }
}
