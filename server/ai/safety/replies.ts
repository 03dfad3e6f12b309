/**
 * What the coach says when a message is not one to answer. Written for a ten-year-old: kind, short, and
 * pointing back to learning or to a grown-up. The helplines are Singapore's for children (Tinkle Friend) and for
 * anyone in distress (Samaritans of Singapore); a school or the product owner confirms them before launch.
 */
export const SAFETY_REPLIES = {
  refuse: "That's not something I can help with. Let's get back to your learning. What are you working on?",
  kindly:
    "Let's keep our words kind here, even when something is frustrating. What are you stuck on? We can work it out together.",
  redact:
    'I removed some personal details from your message, like a phone number or an address. Please keep those private, even with me. Now, how can I help with your learning?',
  support:
    "I'm sorry that is happening. Nobody deserves to be treated like that. Please tell a grown-up you trust, like a parent or your teacher, so they can help. Would you like to take a break, or keep going with your work together?",
  escalate:
    "I'm really glad you told me, and I'm sorry you feel this way. You matter. Please talk to a grown-up you trust right now: a parent, a teacher or your school counsellor. You can also call Tinkle Friend at 1800 274 4788 (for children) or the Samaritans of Singapore at 1767, any time of day or night.",
} as const

export type SafetyReply = keyof typeof SAFETY_REPLIES
