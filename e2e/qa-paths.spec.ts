import { test } from '@playwright/test'
import { sampleCoveringPaths } from '../machines/graph/qa-sample'
import { assignWorksheetDriver } from './qa-paths/assignWorksheet.driver'
import { authDriver } from './qa-paths/auth.driver'
import { celebrationDriver } from './qa-paths/celebration.driver'
import { chatSessionDriver } from './qa-paths/chatSession.driver'
import { encouragementDriver } from './qa-paths/encouragement.driver'
import { leaderboardModalDriver } from './qa-paths/leaderboardModal.driver'
import { markingInboxDriver } from './qa-paths/markingInbox.driver'
import { musicPlayerDriver } from './qa-paths/musicPlayer.driver'
import { onboardingChatDriver } from './qa-paths/onboardingChat.driver'
import { loadPlans } from './qa-paths/plans'
import { promptTriggersDriver } from './qa-paths/promptTriggers.driver'
import { quizSessionDriver } from './qa-paths/quizSession.driver'
import { recorderDriver } from './qa-paths/recorder.driver'
import { drivablePart, type FlowDriver, replayPath } from './qa-paths/replay'
import { routeGuardDriver } from './qa-paths/routeGuard.driver'
import { sevenDayPlanDriver } from './qa-paths/sevenDayPlan.driver'
import { speechQueueDriver } from './qa-paths/speechQueue.driver'
import { surveyDriver } from './qa-paths/survey.driver'

/**
 * The generated QA paths of the flows a person drives in the browser (docs/machines/paths/), replayed against
 * the real app and server. `npm run qa:replay -- <path id>` runs one of them (QA_PATH).
 */
const drivers: FlowDriver[] = [
  authDriver,
  routeGuardDriver,
  quizSessionDriver,
  recorderDriver,
  chatSessionDriver,
  surveyDriver,
  sevenDayPlanDriver,
  speechQueueDriver,
  onboardingChatDriver,
  promptTriggersDriver,
  encouragementDriver,
  assignWorksheetDriver,
  markingInboxDriver,
  leaderboardModalDriver,
  musicPlayerDriver,
  celebrationDriver,
]
/**
 * `npm test` replays a sample of each flow's paths: the few drivable paths (at most SAMPLE_SIZE) that together
 * take the most of its moves, to keep the suite in its time budget; the machines' own tests take every path, and
 * `npm run test:qa-paths` (QA_PATHS=all) replays every drivable path in Chromium. QA_PATH names any one.
 */
const SAMPLE_SIZE = 6
const only = process.env.QA_PATH
const everyPath = process.env.QA_PATHS === 'all'

for (const driver of drivers) {
  const plans = loadPlans(driver.machine)
  // A path whose first step the page cannot take has nothing to replay beyond its start.
  const drivable = plans.paths
    .map((path) => ({ path, part: drivablePart(driver, path) }))
    .filter(({ path, part }) => part.steps.length > 0 || path.steps.length === 0)
  const sample = sampleCoveringPaths(
    drivable.map(({ path, part }) => ({ ...path, steps: part.steps })),
    SAMPLE_SIZE,
  )
  const sampled = new Set(sample.chosen.map((p) => p.id))
  test.describe(driver.machine, () => {
    for (const path of plans.paths) {
      if (
        only ? path.id !== only : !(everyPath ? drivable.some((d) => d.path === path) : sampled.has(path.id))
      )
        continue
      test(path.id, async ({ page }) => {
        if (!only && !everyPath)
          test.info().annotations.push({
            type: 'sample',
            description: `${sample.chosen.length} of ${drivable.length} paths, ${sample.moves} of ${sample.of} moves`,
          })
        await replayPath(page, driver, path, plans.starts[path.start])
      })
    }
  })
}
