import { test } from '@playwright/test'
import { assignWorksheetDriver } from './qa-paths/assignWorksheet.driver'
import { authDriver } from './qa-paths/auth.driver'
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
]
/**
 * These flows replay only their covering paths (which together take every transition), to keep
 * `npm test` in its time budget (plan §12.5); the machines' own tests replay every path. QA_PATH names any one.
 */
const COVERING_ONLY = new Set([
  'chatSession',
  'survey',
  'sevenDayPlan',
  'speechQueue',
  'onboardingChat',
  'promptTriggers',
  'encouragement',
  // The teacher's flows too: their Chromium proof is the covering paths and the journey of e2e/teacher-journey.
  'assignWorksheet',
  'markingInbox',
  // And the longest of the rest (the whole sets ran ~1.5 min more): e2e/practice.spec and the journeys drive
  // these flows end to end besides.
  'quizSession',
  'recorder',
  'auth',
])
const only = process.env.QA_PATH

for (const driver of drivers) {
  const plans = loadPlans(driver.machine)
  test.describe(driver.machine, () => {
    for (const path of plans.paths) {
      if (only && path.id !== only) continue
      if (!only && COVERING_ONLY.has(driver.machine) && !path.kinds?.includes('covering')) continue
      const drivable = drivablePart(driver, path)
      // A path whose first step the page cannot take has nothing to replay beyond its start.
      if (drivable.steps.length === 0 && path.steps.length > 0 && !only) continue
      test(path.id, async ({ page }) => {
        await replayPath(page, driver, path, plans.starts[path.start])
      })
    }
  })
}
