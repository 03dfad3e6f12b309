import { SimulatedClock } from 'xstate'

/**
 * XState's simulated clock, also telling when its next timer is due: a replay moves time forward to just
 * before it for events a person sent, and onto it when the log says the delay elapsed, so delays and events
 * keep the order they had, however late the browser's timers really fired.
 */
export class ReplayClock extends SimulatedClock {
  private readonly deadlines = new Map<number, number>()

  constructor(start: number) {
    super()
    this.set(start)
  }

  override setTimeout(fn: (...args: unknown[]) => void, timeout: number): number {
    const id = super.setTimeout(() => {
      this.deadlines.delete(id)
      fn()
    }, timeout)
    this.deadlines.set(id, this.now() + timeout)
    return id
  }

  override clearTimeout(id: number): void {
    this.deadlines.delete(id)
    super.clearTimeout(id)
  }

  nextDeadline(): number | undefined {
    return this.deadlines.size === 0 ? undefined : Math.min(...this.deadlines.values())
  }

  /** Moves to `time`, or as near it as the next timer allows without firing it. */
  approach(time: number): void {
    const next = this.nextDeadline()
    const target = next === undefined ? time : Math.min(time, next - 1)
    if (target > this.now()) this.set(target)
  }
}
