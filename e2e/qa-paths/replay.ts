import { expect, type Page, test } from '@playwright/test'
import { describeStep, type PlanPath, type PlanStart, type PlanStep } from './plans'

/** One path being driven in the page: how each step is made to happen. */
export type FlowRun = {
  act: (step: PlanStep, index: number) => Promise<void>
  dispose?: () => Promise<void>
}

/**
 * How QA paths of one machine are driven in the browser: the page a start opens, and which steps a person or
 * the page's surroundings (the network, the clock) can make happen there. A step the page offers no way to
 * make ends the part of the path that is replayed.
 */
export type FlowDriver = {
  machine: string
  /** Why the page cannot make this step happen from `state`, or null when it can. */
  cannotDrive: (step: PlanStep, state: string, path: PlanPath) => string | null
  open: (page: Page, path: PlanPath, start: PlanStart | undefined) => Promise<FlowRun>
}

/** The steps of a path the browser can drive, and why the rest (if any) is left out. */
export function drivablePart(driver: FlowDriver, path: PlanPath) {
  let state = path.initial.state
  for (const [index, step] of path.steps.entries()) {
    const reason = driver.cannotDrive(step, state, path)
    if (reason) return { steps: path.steps.slice(0, index), stoppedBy: `${step.event.type}: ${reason}` }
    state = step.state
  }
  return { steps: path.steps, stoppedBy: null }
}

/**
 * Collects every `data-state` the flow's root shows, so a state shown only briefly is not missed. The history
 * is kept in the tab's session storage, so it runs on across the page loads a path makes (a guard path opens a
 * new address at each step).
 */
async function watchStates(page: Page, machine: string) {
  await page.addInitScript((flow) => {
    const key = `qaStates:${flow}`
    const seen: string[] = JSON.parse(sessionStorage.getItem(key) ?? '[]')
    ;(window as unknown as { qaStates: string[] }).qaStates = seen
    const note = () => {
      const state = document.querySelector(`[data-flow="${flow}"]`)?.getAttribute('data-state')
      if (state && seen.at(-1) !== state) {
        seen.push(state)
        sessionStorage.setItem(key, JSON.stringify(seen))
      }
    }
    new MutationObserver(note).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-state', 'data-flow'],
    })
  }, machine)
}

/**
 * Replays a QA path against the real app: opens its start, then makes each step happen and checks that the
 * flow's root showed the step's state, in order.
 */
export async function replayPath(page: Page, driver: FlowDriver, path: PlanPath, start?: PlanStart) {
  const { steps, stoppedBy } = drivablePart(driver, path)
  if (stoppedBy) test.info().annotations.push({ type: 'replayed up to', description: stoppedBy })
  await watchStates(page, driver.machine)
  let from = 0
  const reached = async (state: string) => {
    await expect
      .poll(
        async () => {
          const seen = await page.evaluate(
            () => (window as unknown as { qaStates?: string[] }).qaStates ?? [],
          )
          const at = seen.indexOf(state, from)
          if (at >= 0) from = at
          return at >= 0 ? state : seen.slice(from).join(' → ')
        },
        { message: `the flow's root should show data-state="${state}"` },
      )
      .toBe(state)
  }
  const run = await test.step(`open: ${path.start} → ${path.initial.state}`, async () => {
    const opened = await driver.open(page, path, start)
    await reached(path.initial.state)
    return opened
  })
  try {
    for (const [index, step] of steps.entries()) {
      await test.step(`${index + 1}. ${describeStep(step)}`, async () => {
        await run.act(step, index)
        await reached(step.state)
      })
    }
  } finally {
    await run.dispose?.()
  }
  return { replayed: steps.length, stoppedBy }
}
