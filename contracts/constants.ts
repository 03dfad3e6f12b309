// The spec's constants (product.md §4, §9; calls.md §9). Ids are the spec's own values.

export const USER_ROLE = {
  STUDENT: 1,
  TEACHER: 2,
  ADMIN: 3,
  CURRICULUM: 4,
  CURRICULUM_GUEST: 5,
  PARENT: 6,
} as const
export type UserRoleId = (typeof USER_ROLE)[keyof typeof USER_ROLE]
export const USER_ROLE_IDS = Object.values(USER_ROLE) as UserRoleId[]
export type RoleName = 'student' | 'teacher' | 'admin' | 'curriculum' | 'curriculum_guest' | 'parent'
export const ROLE_NAME: Record<UserRoleId, RoleName> = {
  1: 'student',
  2: 'teacher',
  3: 'admin',
  4: 'curriculum',
  5: 'curriculum_guest',
  6: 'parent',
}

export const TEACHER_ROLE = { OWNER: 1, DEPARTMENT_HEAD: 2, EDUCATOR: 3 } as const
export type TeacherRoleId = (typeof TEACHER_ROLE)[keyof typeof TEACHER_ROLE]
/** How the UI names teacher roles: an owner is shown as "admin", an educator as "teacher". */
export const TEACHER_ROLE_LABEL: Record<TeacherRoleId, string> = {
  1: 'Admin',
  2: 'Department head',
  3: 'Teacher',
}

export const PORTALS = ['ai_create', 'ai_academy'] as const
export type Portal = (typeof PORTALS)[number]

export const LOGIN_TYPES = [
  'email',
  'username',
  'magic_link',
  'token',
  'otp',
  'google',
  'apple',
  'canvas',
  'd2l',
] as const
export type LoginType = (typeof LOGIN_TYPES)[number]

export const QUESTION_CONTENT_TYPE = {
  ASSIGNMENT: 1,
  LEARNING_JOURNEY: 2,
  INDEPENDENT_STUDY: 3,
  EXAM: 4,
  BOOST: 5,
  REVIEW: 6,
  PRACTICE: 7,
  GENERATED: 8,
  REVISION: 9,
  SHARING: 10,
  TOPIC_BOOSTER: 11,
} as const
export const QUESTION_CONTENT_TYPE_LABEL: Partial<Record<number, string>> = {
  1: 'Worksheet',
  2: 'Learning Journey',
  3: 'Independent Study',
  4: 'Exam',
  5: 'Boost',
  11: 'Topic Booster',
}

export const DOCUMENT_TYPE = { KYU: 1, GENERATION: 2, MARKING: 3, CURRICULUM: 4, ONTOLOGY: 5 } as const

/** Both prompt-type id sets appear in the spec; see docs/decisions for where each applies. */
export const PROMPT_TYPE = {
  MARKING: 1,
  QUESTION_GENERATION: 2,
  SCORING: 4,
  SOLUTION_GENERATION: 5,
  OBJECTIVE_GENERATION: 6,
  GENERATION_USER_REQUEST: 7,
} as const
export const PROMPT_TYPE_ALT = { MARKING: 3, GENERATION: 8, GENERATION_USER_REQUEST: 9 } as const

export const PROMPT_TRIGGER = {
  FIRST_LOGIN_DEFAULT: 1,
  FIRST_LOGIN_IDLE_30S: 2,
  SUBSEQUENT_LOGIN_DEFAULT: 3,
  AFTER_FIRST_PRACTICE_IDLE_10S: 4,
  AFTER_FIRST_PRACTICE_IDLE_2MIN: 5,
  SUBSEQUENT_LOGIN_IDLE_2MIN: 6,
  DISPOSITION_SURVEY: 7,
  WELLNESS_TIPS: 8,
  MOTIVATIONAL_TIPS: 9,
  CONFIDENCE_SURVEY_LOGIN: 10,
  CONFIDENCE_SURVEY_AFTER_PRACTICE: 11,
  MOTIVATION_SURVEY_LOGIN: 12,
  MOTIVATION_SURVEY_AFTER_PRACTICE: 13,
} as const

export const LEAGUE_TIER = { BRONZE: 1, SILVER: 2, GOLD: 3 } as const

/** Kinds of lesson (ADR 0056): the activity kinds below are lessons of these types. */
export const LESSON_TYPE = {
  LESSON: 1,
  AI_BOOK: 2,
  LEARNING_PATH: 3,
  MOCK_EXAM: 4,
  TOPIC_BOOSTER: 5,
} as const
/** What a lesson item opens (ADR 0056). */
export const LESSON_ITEM_TYPE = { WORKSHEET: 1, CONTENT: 2 } as const

export const ACTIVITY_KINDS = [
  'lesson',
  'lesson_ai_book',
  'lesson_learning_path',
  'lesson_mock_exam',
  'worksheet',
  'learning_journey',
] as const

export const SURVEY_TYPES = ['confidence', 'motivation'] as const
export const SURVEY_TRIGGERS = ['login', 'after_practice'] as const
/** The spec's two survey types plus the disposition-of-learning survey of trigger 7 (ADR 0037). */
export const SURVEY_KINDS = [...SURVEY_TYPES, 'disposition'] as const
export type SurveyKind = (typeof SURVEY_KINDS)[number]

/** Prompt types of the coaches, beyond both spec sets (ADR 0034): stored per level and subject like the others. */
export const PROMPT_TYPE_COACH = { TUTOR: 10, TEACHER_ASSISTANT: 11, PUBLIC_COACH: 12 } as const

/** What started a coach turn that has no student text (`nudging_group` of POST /chat/stream and /chat/generate). */
export const NUDGING_GROUPS = ['trigger', 'encouragement', 'survey', 'onboarding', 'plan'] as const
export type NudgingGroup = (typeof NUDGING_GROUPS)[number]

/** Encouragement events 1–18 during a practice, in the spec's order (product.md "Encouragement"; ADR 0037). */
export const ENCOURAGEMENT_EVENTS = [
  'excellence_3',
  'excellence_6',
  'excellence_broken',
  'fast_incorrect_unchanged',
  'fast_incorrect_changed',
  'streak_2',
  'streak_3',
  'streak_4',
  'streak_5',
  'midway_no_message',
  'idle_90',
  'idle_120',
  'goal_third',
  'goal_half',
  'goal_two_thirds',
  'new_user_1',
  'new_user_3',
  'new_user_5',
] as const
export type EncouragementEvent = (typeof ENCOURAGEMENT_EVENTS)[number]
/** Event id (1–18) of a key. */
export const encouragementId = (key: EncouragementEvent) => ENCOURAGEMENT_EVENTS.indexOf(key) + 1

export const LIMITS = {
  CHAT_PAGE_SIZE: 20,
  WORKSHEET_PAGE_SIZE: 20,
  TEXT_PREVIEW_CHARS: 50,
  WELLNESS_SCORE_THRESHOLD: 60,
  PROFILE_PIC_MAX_BYTES: 2 * 1024 * 1024,
  MAGIC_LINK_TTL_MINUTES: 15,
  PASSWORD_RESET_TTL_MINUTES: 30,
  OTP_TTL_MINUTES: 10,
  PASSWORD_MIN_LENGTH: 8,
  /** Student messages a day (triggers, surveys and encouragement do not count); ADR 0035. */
  CHAT_DAILY_MESSAGES: 60,
  CHAT_DAILY_MESSAGES_LITE: 20,
  CHAT_DAILY_MESSAGES_STAFF: 200,
  CHAT_DAILY_MESSAGES_VISITOR: 40,
  CHAT_FILES_MAX: 3,
  CHAT_IMAGE_MAX_BYTES: 5 * 1024 * 1024,
  CHAT_PDF_MAX_BYTES: 10 * 1024 * 1024,
  CHAT_SPEECH_MAX_BYTES: 10 * 1024 * 1024,
  /** Pause between two spoken replies (product.md: audio replies queued 600 ms apart). */
  AUDIO_GAP_MS: 600,
  /** An answer faster than this is "fast" for encouragement events 4 and 5 (choice / typed). */
  FAST_ANSWER_SECONDS_CHOICE: 8,
  FAST_ANSWER_SECONDS_TYPED: 15,
  /** An encouragement bubble stays this long unless dismissed. */
  ENCOURAGEMENT_SHOW_MS: 5000,
} as const
