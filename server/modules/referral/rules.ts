/** How many families one code can bring (ADR 0027). */
export const REFERRAL_QUOTA = 5

/** How long the free month is: the next payment moves one calendar month later. */
export const REWARD_MONTHS = 1

export const REFERRAL_REWARD_TEXT =
  'When a family you invite starts their first subscription, you both get a month free: their second month ' +
  'and your next month cost nothing. Up to 5 families.'
