// Limits of recorded sessions (docs/decisions/0022-recorded-sessions.md), shared by the browser that records,
// the contract that checks a batch and the server that stores it. No imports, so the app can read them without
// loading zod.

export const SESSION_LOG_LIMITS = {
  /** Entries in one upload; the browser sends a batch at this size or every few seconds, whichever is first. */
  entriesPerBatch: 200,
  /** Entries in one recorded session; past it the server refuses more and the browser stops sending. */
  entriesPerLog: 20_000,
  /** JSON characters of one batch's entries; checking a batch costs the server about 0.4 ms per KB. */
  batchChars: 128 * 1024,
  /** Bytes of a whole request, refused before it is read (the tokens' ‹ › take three bytes each). */
  batchBytes: 192 * 1024,
  /** Nesting of a recorded value (an event's payload, an input, a context); deeper parts become a marker. */
  depth: 10,
  /** Items of a list and keys of an object within a recorded value. */
  items: 500,
  /** Characters of any recorded string: ids, state names, timestamps and redaction tokens, never free text. */
  text: 100,
  /** Milliseconds from the start of a recording an entry's time can reach (the largest int4). */
  maxAtMs: 2_147_483_647,
  /** Days a recorded session is kept. */
  keepDays: 30,
  /** Days a production account records after its user turns recording on for support. */
  consentDays: 7,
} as const
