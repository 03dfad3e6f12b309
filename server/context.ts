import type { FastifyBaseLogger } from 'fastify'
import type { CoachProvider, MarkingProvider } from './ai/provider'
import type { Config } from './config'
import type { Db } from './db/client'
import type { users } from './db/schema'
import type { BackgroundTasks } from './lib/background'
import type { Limiter } from './lib/rate-limiter'
import type { SignInThrottling } from './lib/sign-in-throttle'
import type { Mailer, SmsSender } from './mail/outbox'
import type { SessionCache } from './modules/auth/session-cache'
import type { MarkingLeases } from './modules/quiz/grading-lease'
import type { Storage } from './storage/local'

/** What every service needs, built once per app. */
export type AppContext = {
  db: Db
  config: Config
  mailer: Mailer
  sms: SmsSender
  /** Fixed-window limits per account, number or address: in this process, or in Redis (ADR 0044). */
  limiter: Limiter
  /** Growing delays for wrong passwords, per account name and address. */
  signIns: SignInThrottling
  storage: Storage
  ai: MarkingProvider
  /** The coaches' model, or the offline coach (ADR 0034). */
  coach: CoachProvider
  log: FastifyBaseLogger
  /** Work finished after the reply (links and codes sent out). */
  tasks: BackgroundTasks
  /** Sessions resolved lately, forgotten on any change to their user (ADR 0041). */
  sessions: SessionCache
  /** The quizzes this instance is marking, as leases in the database other instances can take over (ADR 0047). */
  marking: MarkingLeases
}

export type UserRow = typeof users.$inferSelect

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The contract route a handler serves; the access hook reads its metadata. */
    tsRestRoute?: import('@ts-rest/core').AppRoute
  }
  interface FastifyInstance {
    ctx: AppContext
  }
  interface FastifyRequest {
    user: UserRow | null
    sessionId: number | null
    /** The signed-in user's school as the session cache holds it (the user view shows it). */
    school: import('./modules/users/present').SchoolInfo
  }
}
