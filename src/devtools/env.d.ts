interface ImportMetaEnv {
  /** The build was made with `INSPECT=true` (vite.config.ts), so a production build may open the inspector. */
  readonly INSPECT?: boolean
}
