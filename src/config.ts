/** Runtime configuration the server injects into index.html as a JSON data block (CSP-safe). */
export type ProviderConfig = { clientId: string; authorizeUrl: string }

export type AppConfig = {
  environment: 'development' | 'production' | 'test'
  devMailbox: boolean
  providers: {
    google: ProviderConfig | null
    apple: ProviderConfig | null
    canvas: ProviderConfig | null
    d2l: ProviderConfig | null
    otp: boolean
  }
  /** What the coach can do on this server: no microphone or speaker is shown without it behind. */
  coach: { engine: 'offline' | 'model'; speechToText: boolean; textToSpeech: boolean; images: boolean }
}

export const defaultConfig: AppConfig = {
  environment: import.meta.env.DEV ? 'development' : 'production',
  devMailbox: import.meta.env.DEV,
  providers: { google: null, apple: null, canvas: null, d2l: null, otp: false },
  coach: { engine: 'offline', speechToText: false, textToSpeech: false, images: false },
}

function parseCoach(raw: unknown): AppConfig['coach'] {
  if (typeof raw !== 'object' || raw === null) return defaultConfig.coach
  const c = raw as Record<string, unknown>
  return {
    engine: c.engine === 'model' ? 'model' : 'offline',
    speechToText: c.speechToText === true,
    textToSpeech: c.textToSpeech === true,
    images: c.images === true,
  }
}

function isProvider(value: unknown): value is ProviderConfig {
  if (typeof value !== 'object' || value === null) return false
  const { clientId, authorizeUrl } = value as Record<string, unknown>
  return typeof clientId === 'string' && typeof authorizeUrl === 'string' && /^https?:\/\//.test(authorizeUrl)
}

export function parseConfig(raw: unknown): AppConfig {
  if (typeof raw !== 'object' || raw === null) return defaultConfig
  const value = raw as Record<string, unknown>
  const providers = (typeof value.providers === 'object' && value.providers) || {}
  const p = providers as Record<string, unknown>
  const provider = (key: string) => (isProvider(p[key]) ? (p[key] as ProviderConfig) : null)
  const environment = value.environment
  return {
    environment:
      environment === 'development' || environment === 'production' || environment === 'test'
        ? environment
        : defaultConfig.environment,
    devMailbox: value.devMailbox === true,
    providers: {
      google: provider('google'),
      apple: provider('apple'),
      canvas: provider('canvas'),
      d2l: provider('d2l'),
      otp: p.otp === true,
    },
    coach: parseCoach(value.coach),
  }
}

export function readConfig(doc: Document = document): AppConfig {
  const element = doc.getElementById('lantern-config')
  if (!element?.textContent) return defaultConfig
  try {
    return parseConfig(JSON.parse(element.textContent))
  } catch {
    return defaultConfig
  }
}

let cached: AppConfig | null = null
export function getConfig(): AppConfig {
  cached ??= readConfig()
  return cached
}
