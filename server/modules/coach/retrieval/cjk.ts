/** Han, kana and hangul: scripts written without spaces between words. */
const CJK_RUN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]+/gu

/** A run of CJK characters as its overlapping pairs: 中文学习 → 中文 文学 学习; a single character stays one. */
export function bigrams(run: string): string[] {
  const chars = [...run]
  if (chars.length < 2) return chars
  return chars.slice(1).map((char, i) => chars[i] + char)
}

/**
 * The text PostgreSQL indexes for a chunk or a query (ADR 0033). Its parsers do not segment Chinese, so a
 * sentence would be one long "word" that no query matches; each run of CJK characters becomes its overlapping
 * pairs instead, set apart by spaces, and the same is done to the query so both meet on pairs. Other text is
 * left as it is for the English and simple dictionaries.
 */
export function searchTextOf(text: string): string {
  return text
    .replace(CJK_RUN, (run) => ` ${bigrams(run).join(' ')} `)
    .replace(/[ \t]+/g, ' ')
    .trim()
}

/** Whether a text has any CJK character (then a query also searches the simple dictionary). */
export const hasCjk = (text: string) => new RegExp(CJK_RUN.source, 'u').test(text)
