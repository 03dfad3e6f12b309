import { type AppRoute, initContract } from '@ts-rest/core'
import { activationContract } from './activation'
import { adminContract } from './admin'
import { adminContentContract } from './admin-content'
import { analysisContract } from './analysis'
import { authContract } from './auth'
import { chatContract } from './chat'
import { childrenContract } from './children'
import { classesContract } from './classes'
import { coachContract } from './coach'
import type { RouteMetadata } from './common'
import { coursesContract } from './courses'
import { leaderboardContract } from './leaderboard'
import { lessonProgressContract } from './lesson-progress'
import { lessonsContract } from './lessons'
import { markingInboxContract } from './marking-inbox'
import { progressContract } from './progress'
import { publicChatContract } from './public-chat'
import { questionAuthoringContract } from './question-authoring'
import { questionsContract } from './questions'
import { quizContract } from './quiz'
import { quizEvaluationsContract } from './quiz-evaluations'
import { referralContract } from './referral'
import { rewardsContract } from './rewards'
import { sessionLogsContract } from './session-logs'
import { studentReportsContract } from './student-reports'
import { subscriptionContract } from './subscription'
import { teachersContract } from './teachers'
import { usersContract } from './users'
import { worksheetGenerationContract } from './worksheet-generation'
import { worksheetReportsContract } from './worksheet-reports'
import { worksheetsContract } from './worksheets'

const c = initContract()

export const contract = c.router({
  auth: authContract,
  users: usersContract,
  children: childrenContract,
  referral: referralContract,
  activation: activationContract,
  progress: progressContract,
  rewards: rewardsContract,
  leaderboard: leaderboardContract,
  studentReports: studentReportsContract,
  courses: coursesContract,
  subscription: subscriptionContract,
  chat: { ...chatContract, ...publicChatContract, ...coachContract },
  questions: { ...questionsContract, ...questionAuthoringContract },
  quiz: { ...quizContract, ...quizEvaluationsContract },
  lessons: { ...lessonsContract, ...lessonProgressContract },
  classes: classesContract,
  worksheets: { ...worksheetsContract, ...worksheetGenerationContract, ...worksheetReportsContract },
  teachers: { ...teachersContract, ...markingInboxContract },
  admin: { ...adminContract, ...adminContentContract },
  analysis: analysisContract,
  sessionLogs: sessionLogsContract,
})
export type Contract = typeof contract

export type RouteEntry = {
  area: keyof Contract
  name: string
  method: AppRoute['method']
  path: string
  metadata: RouteMetadata
  route: AppRoute
}

/** Every route, flat: what the server's access guard and the contract tests walk. */
export const allRoutes: readonly RouteEntry[] = Object.entries(
  contract as Record<string, Record<string, AppRoute>>,
).flatMap(([area, router]) =>
  Object.entries(router).map(([name, route]) => ({
    area: area as keyof Contract,
    name,
    method: route.method,
    path: route.path,
    metadata: route.metadata as RouteMetadata,
    route,
  })),
)
