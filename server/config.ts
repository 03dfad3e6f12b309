import { randomBytes } from 'node:crypto'
import { resolve } from 'node:path'
import { type AiConfig, loadAiConfig } from './ai/provider'
import { loadPaymentsConfig, type PaymentsConfig } from './payments/provider'

export type OidcProviderConfig = {
  clientId: string
  issuer: string
  jwksUrl: string
  authorizeUrl: string
}
export type AppleConfig = OidcProviderConfig & {
  teamId: string
  keyId: string
  privateKey: string
  tokenUrl: string
  redirectUri: string
}
export type LmsConfig = {
  baseUrl: string
  clientId: string
  clientSecret: string
  redirectUri: string
  authorizeUrl: string
  tokenUrl: string
}

export type Config = {
  environment: 'development' | 'production' | 'test'
  port: number
  host: string
  appUrl: string
  dataDir: string
  databaseUrl?: string
  /** Connections to the PostgreSQL server (DATABASE_POOL_SIZE); the embedded database has one. */
  databasePoolSize: number
  /** PGlite's shared buffers in MB (PGLITE_SHARED_BUFFERS_MB): its main memory cost beside its code. */
  pgliteSharedBuffersMb: number
  seedDemo: boolean
  secretKey: string
  sessionTtlDays: number
  uploadsDir: string
  distDir: string
  trustProxy: boolean
  smtpUrl?: string
  mailFrom: string
  supportEmail: string
  sms?: { apiUrl: string; accountSid: string; authToken: string; from: string }
  google?: OidcProviderConfig
  apple?: AppleConfig
  canvas?: LmsConfig
  d2l?: LmsConfig
  rateLimits: { enabled: boolean; perMinute: number }
  ai: AiConfig
  payments: PaymentsConfig
  /** How often streams send a heartbeat (the spec: at least every 15 s). */
  sseHeartbeatMs: number
  /** Marking jobs (ADR 0047): a lease not renewed this long is taken over by another instance's sweeper. */
  markingLeaseSeconds: number
  /** How often each instance looks for marking jobs left by an instance that died; 0 turns the sweeper off. */
  markingSweepMs: number
  /** The offline worksheet generator's pause between questions, so a teacher sees it work and can stop it. */
  generationPaceMs: number
  /** Messages a person may send the coach a minute (a burst limit beside the daily one, ADR 0035). */
  chatBurstPerMinute: number
  /** REDIS_URL: where rate limits and one-time-code counters are shared between instances (else in process). */
  redisUrl?: string
  /** S3-compatible object storage for uploads (S3_BUCKET and friends); on local disk when absent. */
  s3?: S3Config
}

export type S3Config = {
  bucket: string
  region: string
  /** A custom endpoint for S3-compatible services (MinIO, R2, a local fake); AWS's own when absent. */
  endpoint?: string
  accessKeyId?: string
  secretAccessKey?: string
  /** Path-style addressing (bucket in the path), which most S3-compatible services need. */
  forcePathStyle: boolean
}

type Env = Record<string, string | undefined>

const trimSlash = (s: string) => s.replace(/\/+$/, '')
const positiveInt = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return value && Number.isInteger(n) && n > 0 ? n : fallback
}

export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const environment = (
    env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development'
  ) as Config['environment']
  const port = Number(env.PORT ?? 3000)
  const appUrl = trimSlash(env.APP_URL ?? `http://localhost:${port}`)
  const dataDir = resolve(env.DATA_DIR ?? './data')
  const lms = (prefix: 'CANVAS' | 'D2L', tokenPath: string, authorizePath: string): LmsConfig | undefined => {
    const baseUrl = env[`${prefix}_BASE_URL`]
    const clientId = env[`${prefix}_CLIENT_ID`]
    const clientSecret = env[`${prefix}_CLIENT_SECRET`]
    if (!baseUrl || !clientId || !clientSecret) return undefined
    return {
      baseUrl: trimSlash(baseUrl),
      clientId,
      clientSecret,
      redirectUri: env[`${prefix}_REDIRECT_URI`] ?? `${appUrl}/login`,
      tokenUrl: env[`${prefix}_TOKEN_URL`] ?? `${trimSlash(baseUrl)}${tokenPath}`,
      authorizeUrl: env[`${prefix}_AUTHORIZE_URL`] ?? `${trimSlash(baseUrl)}${authorizePath}`,
    }
  }
  const config: Config = {
    environment,
    port,
    host: env.HOST ?? '0.0.0.0',
    appUrl,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    databasePoolSize: positiveInt(env.DATABASE_POOL_SIZE, 10),
    pgliteSharedBuffersMb: positiveInt(env.PGLITE_SHARED_BUFFERS_MB, 32),
    seedDemo: env.SEED_DEMO ? env.SEED_DEMO === 'true' : environment !== 'production',
    // Without a configured key, one-time codes only survive as long as the process; fine for one instance.
    secretKey: env.SECRET_KEY ?? randomBytes(32).toString('hex'),
    sessionTtlDays: Number(env.SESSION_TTL_DAYS ?? 30),
    uploadsDir: resolve(env.UPLOADS_DIR ?? resolve(dataDir, 'uploads')),
    distDir: resolve(env.DIST_DIR ?? './dist'),
    trustProxy: env.TRUST_PROXY === 'true',
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Lantern <no-reply@lantern.test>',
    supportEmail: env.SUPPORT_EMAIL ?? 'support@lantern.test',
    sms:
      env.SMS_API_URL && env.SMS_ACCOUNT_SID && env.SMS_AUTH_TOKEN && env.SMS_FROM
        ? {
            apiUrl: trimSlash(env.SMS_API_URL),
            accountSid: env.SMS_ACCOUNT_SID,
            authToken: env.SMS_AUTH_TOKEN,
            from: env.SMS_FROM,
          }
        : undefined,
    google: env.GOOGLE_CLIENT_ID
      ? {
          clientId: env.GOOGLE_CLIENT_ID,
          issuer: env.GOOGLE_ISSUER ?? 'https://accounts.google.com',
          jwksUrl: env.GOOGLE_JWKS_URL ?? 'https://www.googleapis.com/oauth2/v3/certs',
          authorizeUrl: env.GOOGLE_AUTHORIZE_URL ?? 'https://accounts.google.com/o/oauth2/v2/auth',
        }
      : undefined,
    apple:
      env.APPLE_CLIENT_ID && env.APPLE_TEAM_ID && env.APPLE_KEY_ID && env.APPLE_PRIVATE_KEY
        ? {
            clientId: env.APPLE_CLIENT_ID,
            teamId: env.APPLE_TEAM_ID,
            keyId: env.APPLE_KEY_ID,
            privateKey: env.APPLE_PRIVATE_KEY.replace(/\\n/g, '\n'),
            issuer: env.APPLE_ISSUER ?? 'https://appleid.apple.com',
            jwksUrl: env.APPLE_JWKS_URL ?? 'https://appleid.apple.com/auth/keys',
            tokenUrl: env.APPLE_TOKEN_URL ?? 'https://appleid.apple.com/auth/token',
            authorizeUrl: env.APPLE_AUTHORIZE_URL ?? 'https://appleid.apple.com/auth/authorize',
            redirectUri: env.APPLE_REDIRECT_URI ?? `${appUrl}/login`,
          }
        : undefined,
    canvas: lms('CANVAS', '/login/oauth2/token', '/login/oauth2/auth'),
    d2l: lms('D2L', '/core/connect/token', '/oauth2/auth'),
    rateLimits: {
      enabled: env.RATE_LIMITS !== 'off',
      perMinute: Number(env.AUTH_RATE_LIMIT_PER_MINUTE ?? 30),
    },
    ai: loadAiConfig(env),
    payments: loadPaymentsConfig(env),
    sseHeartbeatMs: Number(env.SSE_HEARTBEAT_MS ?? 15_000),
    markingLeaseSeconds: Number(env.MARKING_LEASE_SECONDS ?? 20),
    markingSweepMs: Number(env.MARKING_SWEEP_MS ?? 2_000),
    generationPaceMs: Number(env.GENERATION_PACE_MS ?? 250),
    chatBurstPerMinute: Number(env.CHAT_BURST_PER_MINUTE ?? 6),
    redisUrl: env.REDIS_URL || undefined,
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          region: env.S3_REGION ?? 'us-east-1',
          endpoint: env.S3_ENDPOINT || undefined,
          accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE
            ? env.S3_FORCE_PATH_STYLE === 'true'
            : Boolean(env.S3_ENDPOINT),
        }
      : undefined,
  }
  return { ...config, ...overrides }
}

/** What the browser may know of the configuration; injected into index.html. */
export function clientConfig(config: Config, request: { local: boolean }) {
  const provider = (p?: { clientId: string; authorizeUrl: string }) =>
    p ? { clientId: p.clientId, authorizeUrl: p.authorizeUrl } : null
  return {
    environment: config.environment,
    devMailbox: config.environment !== 'production' && request.local,
    providers: {
      google: provider(config.google),
      apple: provider(config.apple),
      canvas: provider(config.canvas),
      d2l: provider(config.d2l),
      otp: true,
    },
    // What the coach can do here, so pages hide a microphone or speaker with nothing behind it (ADR 0034).
    coach: {
      engine: config.ai.baseUrl || config.ai.apiKey ? 'model' : 'offline',
      speechToText: Boolean(config.ai.baseUrl || config.ai.apiKey),
      textToSpeech: Boolean(config.ai.ttsModel),
      images: Boolean(config.ai.vision),
    },
  }
}
