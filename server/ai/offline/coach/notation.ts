/**
 * Maths written in symbols, which a word search cannot read: "3/4", "25%", "2:3", "1.5". PostgreSQL's parser keeps
 * a fraction and a decimal whole ("3/4" is one lexeme, in the index and in a query), so retrieval searches them as
 * written; the symbol also says what the sum is about, in the words our material uses ("3/4" is a fraction).
 */
const NOTATION =
  /(?<![\p{L}\d.])(?:(\d+)\s*\/\s*(\d+)(?![\d/])|(\d+(?:\.\d+)?)\s*%|(\d+)\s*:\s*(\d+)(?![\d:])|(\d+(?:\.\d+)?)(?!\d|\.\d))/gu
/** "of" after a fraction or a percentage means times: "3/4 of 20" is 3/4 × 20, "25% of 80" is 25% × 80. */
const OF_A_QUANTITY = /^\s+of\b/i

export type Notation = {
  /** The words the symbols stand for: "fraction", "percentage", "ratio", and "multiply" for "… of" a quantity. */
  words: string[]
  /** The numbers as written: whole, decimal, fraction ("3/4"); a percentage or ratio as its numbers. */
  numbers: string[]
  /** The text with the numbers taken out. */
  rest: string
}

/** The numbers of a text and the words its symbols stand for (ADR 0033): "3/4 of 20" → fraction, multiply; 3/4, 20. */
export function notationOf(text: string): Notation {
  const words: string[] = []
  const numbers: string[] = []
  const rest = text.replace(NOTATION, (whole, top, bottom, percent, left, right, plain, at, all) => {
    const ofAQuantity = OF_A_QUANTITY.test((all as string).slice((at as number) + whole.length))
    if (top) {
      numbers.push(`${top}/${bottom}`)
      words.push('fraction', ...(ofAQuantity ? ['multiply'] : []))
    } else if (percent) {
      numbers.push(percent)
      words.push('percentage', ...(ofAQuantity ? ['multiply'] : []))
    } else if (left) {
      numbers.push(left, right)
      words.push('ratio')
    } else numbers.push(plain)
    return ' '
  })
  return { words: [...new Set(words)], numbers: [...new Set(numbers)], rest }
}
