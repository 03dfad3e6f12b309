import type { FastifyBaseLogger } from 'fastify'

/**
 * Work that runs after the reply is sent (mailing a link, texting a code), so a reply takes the same time
 * whether or not an account exists. Failures are logged; `drain` waits for everything still running
 * (on shutdown, and in development before the mailbox is read).
 */
export class BackgroundTasks {
  private pending = new Set<Promise<void>>()

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, task: () => Promise<void>) {
    const running: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((err) => this.log.error({ err }, `${name} failed`))
      .finally(() => this.pending.delete(running))
    this.pending.add(running)
  }

  async drain() {
    while (this.pending.size) await Promise.allSettled([...this.pending])
  }
}
