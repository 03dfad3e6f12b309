import compress from '@fastify/compress'
import cors from '@fastify/cors'
import multipart from '@fastify/multipart'
import rateLimit from '@fastify/rate-limit'
import Fastify, { type FastifyServerOptions } from 'fastify'
import { createCoachProvider, createMarkingProvider } from './ai'
import type { CoachProvider, MarkingProvider } from './ai/provider'
import type { Config } from './config'
import type { AppContext } from './context'
import type { Database } from './db/client'
import { tooMany } from './errors'
import { BackgroundTasks } from './lib/background'
import { loggerOptions, redactUrl } from './lib/logging'
import { RateLimiter } from './lib/rate-limiter'
import { SignInThrottle } from './lib/sign-in-throttle'
import { createMessaging } from './mail/outbox'
import { registerActivationRoutes } from './modules/activation/router'
import { registerAdminRoutes } from './modules/admin/router'
import { registerAssistantRoutes } from './modules/assistant/router'
import { registerAuthRoutes } from './modules/auth/router'
import { createSessionCache } from './modules/auth/session-cache'
import { registerChatRoutes } from './modules/chat/router'
import { registerChildrenRoutes } from './modules/children/router'
import { registerEmbeddingJob } from './modules/coach/retrieval/embed-loop'
import { registerCoachRoutes } from './modules/coach/router'
import { registerCourseRoutes } from './modules/courses/router'
import { registerDevMailbox } from './modules/dev/mailbox'
import { registerLeaderboardRoutes } from './modules/leaderboard/router'
import { registerLessonRoutes } from './modules/lessons/router'
import { registerLiteRoutes } from './modules/lite/router'
import { registerMarkingInboxRoutes } from './modules/marking-inbox/router'
import { registerOpenApi } from './modules/openapi'
import { registerProgressRoutes } from './modules/progress/router'
import { registerPromptRoutes } from './modules/prompts/router'
import { registerQuestionRoutes } from './modules/questions/router'
import { MarkingLeases } from './modules/quiz/grading-lease'
import { registerMarkingJobs } from './modules/quiz/marking-jobs'
import { registerQuizRoutes } from './modules/quiz/router'
import { grantDueReferralRewardsQuietly } from './modules/referral/rewards'
import { registerReferralRoutes } from './modules/referral/router'
import { registerReportRoutes } from './modules/reports/router'
import { registerRewardRoutes } from './modules/rewards/router'
import { registerSessionLogRoutes } from './modules/session-logs/router'
import { registerSubscriptionRoutes } from './modules/subscription/router'
import { registerTeacherRoutes } from './modules/teachers/router'
import { registerUserRoutes } from './modules/users/router'
import { registerWorksheetGenerationRoutes } from './modules/worksheet-generation/router'
import { registerWorksheetRoutes } from './modules/worksheets/router'
import { stripeWebhook } from './payments/stripe-webhook'
import { registerAuthentication } from './plugins/authenticate'
import { errorHandler } from './plugins/errors'
import { registerSecurityHeaders, routerErrorHandler } from './plugins/security-headers'
import { registerSpa } from './plugins/spa'
import { registerTextGuard } from './plugins/text-guard'
import { createStorage } from './storage'

export type BuildOptions = {
  config: Config
  database: Database
  logger?: FastifyServerOptions['logger']
  /** Replaces the marking provider the configuration would choose (tests of failure paths). */
  ai?: MarkingProvider
  /** Replaces the coach the configuration would choose. */
  coach?: CoachProvider
}

export async function buildApp({ config, database, logger, ai, coach }: BuildOptions) {
  const app = Fastify({
    logger: logger === false ? false : loggerOptions(config, typeof logger === 'object' ? logger : {}),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Google ID tokens travel in a path segment of /auth/google/{jwt}/validate.
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 8192 },
    frameworkErrors: routerErrorHandler(config),
    // One line per request (below) instead of Fastify's two: half the logging work on every request.
    disableRequestLogging: true,
  })
  // The access line's fields are safe as the serializers shape them (the address through redactUrl), so it skips
  // the logger's redaction, which scans every logged object for secrets: that halves the line's cost.
  // It is written flat, without the req/res serializers' objects: one small object per request.
  const accessLog = app.log.child({}, { redact: [] })
  app.addHook('onResponse', (request, reply, done) => {
    accessLog.info(
      {
        reqId: request.id,
        method: request.method,
        url: redactUrl(request.url),
        remoteAddress: request.ip,
        statusCode: reply.statusCode,
        responseTime: reply.elapsedTime,
      },
      'request completed',
    )
    done()
  })
  // Counters every instance shares when REDIS_URL is set (ADR 0044); otherwise this process counts alone.
  const shared = config.redisUrl
    ? await (await import('./lib/shared-counters')).sharedCounters(config.redisUrl, app.log)
    : undefined
  const messaging = createMessaging(config, database.db, app.log)
  const ctx: AppContext = {
    db: database.db,
    config,
    mailer: messaging.mailer,
    sms: messaging.sms,
    limiter: shared?.limiter ?? new RateLimiter(),
    signIns: shared?.signIns ?? new SignInThrottle(),
    storage: await createStorage(config),
    ai: ai ?? createMarkingProvider(config.ai, app.log),
    coach: coach ?? createCoachProvider(config.ai, app.log),
    log: app.log,
    tasks: new BackgroundTasks(app.log),
    sessions: createSessionCache(),
    marking: new MarkingLeases(database.db, config.markingLeaseSeconds),
  }
  app.decorate('ctx', ctx)
  const unfollow = ctx.sessions.follow(database.notifications)
  // Only the code and message: pg-pool puts the connection, with its password, on the error it reports.
  database.onConnectionLost((error) =>
    app.log.warn(
      { code: (error as { code?: string }).code, reason: error.message },
      'A database connection was lost while idle; the next statement opens a new one',
    ),
  )
  app.addHook('onClose', async () => {
    unfollow()
    await ctx.tasks.drain()
  })
  if (shared) app.addHook('onClose', shared.close)
  registerEmbeddingJob(app)
  registerMarkingJobs(app)

  registerSecurityHeaders(app, config)
  await app.register(compress, { threshold: 1024 })
  if (process.env.CORS_ORIGINS) {
    await app.register(cors, { origin: process.env.CORS_ORIGINS.split(','), credentials: false })
  }
  await app.register(rateLimit, {
    global: false,
    // Per-address counts shared through Redis when it is configured.
    ...shared?.rateLimitStore,
    // An Error, not a plain object: ts-rest would otherwise send a plain object as a 200 reply.
    errorResponseBuilder: (_req, context) =>
      tooMany(`Too many requests. Wait ${context.after} and try again.`),
  })
  // Tight defaults for any reader; the uploads read through lib/multipart.ts with limits of their own.
  await app.register(multipart, {
    limits: {
      fieldSize: 64 * 1024,
      fields: 50,
      fileSize: 20 * 1024 * 1024,
      files: 10,
      parts: 60,
      headerPairs: 100,
    },
  })

  app.setErrorHandler(errorHandler)
  registerTextGuard(app)
  registerAuthentication(app)
  registerAuthRoutes(app)
  registerUserRoutes(app)
  registerChildrenRoutes(app)
  registerAdminRoutes(app)
  registerAssistantRoutes(app)
  registerCourseRoutes(app)
  registerActivationRoutes(app)
  registerReportRoutes(app)
  registerLiteRoutes(app)
  registerReferralRoutes(app)
  registerSubscriptionRoutes(app)
  registerQuizRoutes(app)
  registerProgressRoutes(app)
  registerRewardRoutes(app)
  registerLeaderboardRoutes(app)
  registerQuestionRoutes(app)
  registerPromptRoutes(app)
  registerSessionLogRoutes(app)
  registerCoachRoutes(app)
  registerChatRoutes(app)
  registerTeacherRoutes(app)
  registerMarkingInboxRoutes(app)
  registerWorksheetGenerationRoutes(app)
  registerWorksheetRoutes(app)
  registerLessonRoutes(app)
  registerOpenApi(app)
  await app.register(stripeWebhook, {
    afterPayment: (payerId) => grantDueReferralRewardsQuietly(app.ctx, payerId),
  })
  if (config.environment !== 'production') registerDevMailbox(app)
  await registerSpa(app)
  return app
}
