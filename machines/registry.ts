import { activationModel } from './activation.model'
import { aiAcademyOnboardingModel } from './aiAcademyOnboarding.model'
import { assignWorksheetModel } from './assignWorksheet.model'
import { authModel } from './auth.model'
import { cartModel } from './cart.model'
import { celebrationModel } from './celebration.model'
import { chatSessionModel } from './chatSession.model'
import { checkoutModel } from './checkout.model'
import { encouragementModel } from './encouragement.model'
import type { MachineModel } from './graph/model'
import { leaderboardModalModel } from './leaderboardModal.model'
import { lessonEditorModel } from './lessonEditor.model'
import { markingInboxModel } from './markingInbox.model'
import { musicPlayerModel } from './musicPlayer.model'
import { onboardingChatModel } from './onboardingChat.model'
import { promptTriggersModel } from './promptTriggers.model'
import { quizSessionModel } from './quizSession.model'
import { recorderModel } from './recorder.model'
import { rewardsAdminModel } from './rewardsAdmin.model'
import { routeGuardModel } from './routeGuard.model'
import { sevenDayPlanModel } from './sevenDayPlan.model'
import { speechQueueModel } from './speechQueue.model'
import { surveyModel } from './survey.model'
import { whiteLabelModel } from './whiteLabel.model'
import { worksheetGenerationModel } from './worksheetGeneration.model'

export type MachineEntry = {
  /** The machine's own `id`; names its chart (`docs/machines/<id>.md`) and QA paths. */
  id: string
  /** Where the machine is defined, from the repository root. */
  file: string
  /** One line: what the flow does for the person using it. */
  purpose: string
  /** The part of the spec (`spec/product.md`, `spec/calls.md`) the machine implements. */
  spec: string
  /** How to build its test model: starts, events, what each state looks like (`<id>.model.ts`). */
  model: MachineModel
}

/**
 * Every state machine of the app. Its tests, charts and QA paths come from here, and a test fails when a
 * machine in `machines/` is missing (docs/machines/README.md says how to add one).
 */
export const machineRegistry: readonly MachineEntry[] = [
  {
    id: 'auth',
    file: 'machines/auth.machine.ts',
    purpose: 'Signs a user in, up and out, restores a stored session and ends an expired one',
    spec: 'product §4 "Login and logout"; calls §7.1 Authentication, §8 "401 on any call"',
    model: authModel,
  },
  {
    id: 'routeGuard',
    file: 'machines/routeGuard.machine.ts',
    purpose: 'Decides, for each navigation, whether the page opens or where the user goes instead',
    spec: 'product §4 "Route guard"',
    model: routeGuardModel,
  },
  {
    id: 'whiteLabel',
    file: 'machines/whiteLabel.machine.ts',
    purpose: "Loads a school's own branding for its domain, keeping the built-in one when there is none",
    spec: 'product §1 "Portals and branding" (white-label domains); calls §7.1 POST /auth/white-label',
    model: whiteLabelModel,
  },
  {
    id: 'quizSession',
    file: 'machines/quizSession.machine.ts',
    purpose: 'Runs one quiz attempt: answering with autosave, handing in, streamed marking and review',
    spec: 'product §4 "Quiz and lesson"; calls §4 (streaming quiz submit), §7.7 Quiz, §8',
    model: quizSessionModel,
  },
  {
    id: 'recorder',
    file: 'machines/recorder.machine.ts',
    purpose: "Records a child's spoken answer: microphone permission, pause, stop, and a lost microphone",
    spec: 'product §4 "Audio recorder states"; product §9 "Audio and timing"',
    model: recorderModel,
  },
  {
    id: 'cart',
    file: 'machines/cart.machine.ts',
    purpose:
      'Holds the subjects chosen to buy, each for a child, and starts the card checkout when the spec allows it',
    spec: 'product §3 "Cart item", §4 "Subscription and cart", §5 (cart), §6, §9 (cart period, local storage); calls §4, §5, §7.4',
    model: cartModel,
  },
  {
    id: 'checkout',
    file: 'machines/checkout.machine.ts',
    purpose:
      'Creates a card checkout and sends the person to it, then, back from it, waits until the subject is live',
    spec: 'calls §7.4 POST /subscription/checkout, GET /subscription; product §4 "Subscription and cart"',
    model: checkoutModel,
  },
  {
    id: 'activation',
    file: 'machines/activation.machine.ts',
    purpose: 'Checks an activation code, redeems it for a child, then forgets it',
    spec: 'product §3 "Activation code", §4 "Activation code"; calls §7.2 GET /activation/{code}, POST /activation',
    model: activationModel,
  },
  {
    id: 'aiAcademyOnboarding',
    file: 'machines/aiAcademyOnboarding.machine.ts',
    purpose:
      'Asks a parent, step by step, about their child and goals, keeps the answers until they have an account, then saves them',
    spec: 'product §2 "No-auth pages: aiacademy/onboarding"; calls §7.2 POST /users/onboarding/aiacademy',
    model: aiAcademyOnboardingModel,
  },
  {
    id: 'chatSession',
    file: 'machines/chatSession.machine.ts',
    purpose:
      'One conversation with the coach: history, a question or a nudge streamed as a reply, stop, retry, the daily limit, likes and bookmarks',
    spec: 'product §3 "Chat message", §9 (chat paging, session storage); calls POST /chat/stream, GET /chat, like/dislike/bookmark',
    model: chatSessionModel,
  },
  {
    id: 'speechQueue',
    file: 'machines/speechQueue.machine.ts',
    purpose: "Reads the coach's replies aloud one after another, 600 ms apart, after a first speaker test",
    spec: 'product §9 "Audio and timing" (600 ms gap), "Local storage" (speaker-test flag); calls POST /chat/{id}/speech',
    model: speechQueueModel,
  },
  {
    id: 'leaderboardModal',
    file: 'machines/leaderboardModal.machine.ts',
    purpose: "Shows last week's league results once, then the new week's league once, on the student's pages",
    spec: 'product §4 "The leaderboard modal logic", §3 "Leaderboard period", §9 "Local storage"; calls GET /leaderboard',
    model: leaderboardModalModel,
  },
  {
    id: 'survey',
    file: 'machines/survey.machine.ts',
    purpose: 'One survey card in the chat: the child picks one of four answers, which is saved, or skips it',
    spec: 'product §3 "Survey", §4 "Trigger rules" (survey selection); calls POST /chat/surveys/answers (beyond spec)',
    model: surveyModel,
  },
  {
    id: 'sevenDayPlan',
    file: 'machines/sevenDayPlan.machine.ts',
    purpose: "Makes the child's seven-day plan in the chat, follows each day's practice and sums up the week",
    spec: 'product §4 "Seven-day plan actions"; calls POST /chat/stream (seven_day_plan_action), GET /users/plan, GET /users/plan/completion',
    model: sevenDayPlanModel,
  },
  {
    id: 'promptTriggers',
    file: 'machines/promptTriggers.machine.ts',
    purpose:
      "Starts the coach's prompts in the student's chat, each once a session: the greeting, survey cards, idle prompts and tips after a practice",
    spec: 'product §4 "Prompt triggers", "Trigger rules", §9 (idle at 10 s, 30 s, 120 s; wellness score 60); calls POST /chat/stream (nudging_group trigger, survey)',
    model: promptTriggersModel,
  },
  {
    id: 'encouragement',
    file: 'machines/encouragement.machine.ts',
    purpose:
      'Cheers the child on during a practice: one short bubble at a time for events 1–18, each once an attempt',
    spec: 'product §4 "Encouragement events 1 to 18", §9 (idle encouragement at 90 s and 120 s); calls POST /chat/generate',
    model: encouragementModel,
  },
  {
    id: 'onboardingChat',
    file: 'machines/onboardingChat.machine.ts',
    purpose:
      'Gets to know a new student in the chat, in four steps they can answer or skip, with a first practice before the check-in',
    spec: 'product §4 "Onboarding chat steps 1 to 4"; calls GET/PUT /users/onboarding, POST /chat/stream (onboarding_state)',
    model: onboardingChatModel,
  },
  {
    id: 'assignWorksheet',
    file: 'machines/assignWorksheet.machine.ts',
    purpose:
      'Assigns a worksheet: a teacher chooses the class or some of its children, the dates, checks a summary, then sends it',
    spec: 'issue 12 item 7 "assignment (choose, dates, confirm)"; calls §7.9 POST /worksheets/{id}/reassign; ADR 0050',
    model: assignWorksheetModel,
  },
  {
    id: 'worksheetGeneration',
    file: 'machines/worksheetGeneration.machine.ts',
    purpose:
      'Has worksheets written for a teacher: the request and documents, live progress with Cancel, then drafts to review',
    spec: 'issue 12 items 3 and 7 "worksheet generation (idle, uploading, generating with progress, cancelled, failed, review)"; calls §7.9 POST /worksheets/generate/upload/{type}, POST /worksheets/generate; ADR 0054',
    model: worksheetGenerationModel,
  },
  {
    id: 'markingInbox',
    file: 'machines/markingInbox.machine.ts',
    purpose:
      'Marks the answers that wait for a teacher, one at a time: marks and a comment saved, skipped, or browsed past',
    spec: 'issue 12 item 4 "the marking inbox"; calls §7.7 PATCH /quiz/student-evaluation-questions/{id}; ADR 0052',
    model: markingInboxModel,
  },
  {
    id: 'lessonEditor',
    file: 'machines/lessonEditor.machine.ts',
    purpose:
      'Makes or changes a lesson: title, type, course, sections of worksheets and notes in order, checked, then saved',
    spec: 'issue 12 "the teacher\'s lesson pages" (/teacher/lessons/manage, manage-topic-booster); calls §7.8 POST /lessons, PATCH /lessons/{id}; ADR 0056',
    model: lessonEditorModel,
  },
  {
    id: 'musicPlayer',
    file: 'machines/musicPlayer.machine.ts',
    purpose:
      'Plays calm background music on the student pages after the first click: play, pause, next, previous, with fades',
    spec: 'product §2 "Music player" (pages, isExamPractice), §4 "Music: five tracks", §9 "Audio and timing" (700 ms and 1000 ms fades); issue 15 item 5; ADR 0061',
    model: musicPlayerModel,
  },
  {
    id: 'celebration',
    file: 'machines/celebration.machine.ts',
    purpose:
      'Celebrates a new level, badge or sticker after a quiz: one short moment at a time, dismissible, still when motion is reduced',
    spec: 'product "Game elements" (XP, levels, badges, collectibles); issue 15 item 3 "level-up and new-badge moments"; ADR 0060',
    model: celebrationModel,
  },
  {
    id: 'rewardsAdmin',
    file: 'machines/rewardsAdmin.machine.ts',
    purpose:
      'An admin adds, changes, retires and deletes badges, sticker-book themes and stickers, asked first before a delete or retire',
    spec: 'issue 15 "admin for themes, badges and collectibles" (admin calls "not shown" in calls.md); ADR 0060, ADR 0066',
    model: rewardsAdminModel,
  },
]
