import { readFileSync } from 'node:fs'
import type { PlanPath, PlanStep } from '../../machines/graph/plans'

export type { PlanPath, PlanStep }
export type PlanStart = { description: string; input?: Record<string, unknown> }
export type MachinePlans = { machine: string; starts: Record<string, PlanStart>; paths: PlanPath[] }

/** A machine's QA plans as `npm run machines:paths` wrote them (docs/machines/paths/<id>.json). */
export function loadPlans(machine: string): MachinePlans {
  const file = new URL(`../../docs/machines/paths/${machine}.json`, import.meta.url)
  return JSON.parse(readFileSync(file, 'utf8')) as MachinePlans
}

/** `quizSession:fresh-timed-attempt:submit` → its machine and plan. */
export function findPlan(id: string): { machine: string; path: PlanPath } {
  const machine = id.slice(0, id.indexOf(':'))
  const path = loadPlans(machine).paths.find((p) => p.id === id)
  if (!path) throw new Error(`No QA path ${id} in docs/machines/paths/${machine}.json`)
  return { machine, path }
}

/** How a step reads in a test report: `quiz.answer → attempting.answering.dirty`. */
export function describeStep(step: PlanStep): string {
  const what =
    step.by === 'timer'
      ? `${step.delay} passes`
      : step.by === 'actor'
        ? `${step.actor}: ${step.event.type.replace(/^xstate\.(done|error)\.actor\..*/, '$1')}`
        : step.event.type
  return `${what} → ${step.state}`
}
