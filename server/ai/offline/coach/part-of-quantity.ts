/** "3/4 of 20", "2/5 of the 30 sweets", "25% of $80": a part of a quantity, with what it is a part of. */
const FRACTION_OF =
  /(?<![\d.])(\d+)\s*\/\s*(\d+)\s+of\s+(?:the\s+|an?\s+)?(\$?)(\d+(?:\.\d+)?)(?:\s+([a-z]{3,}))?/i
const PERCENT_OF =
  /(?<![\d.])(\d+(?:\.\d+)?)\s*%\s+of\s+(?:the\s+|an?\s+)?(\$?)(\d+(?:\.\d+)?)(?:\s+([a-z]{3,}))?/i
/** Words after the number that are not what is counted ("3/4 of 20 is", "of 20 please"). */
const NOT_A_THING = /^(is|are|and|or|then|please|pls|equals|plus|minus|times)$/i

const quantity = (dollar: string, amount: string, thing?: string) =>
  `${dollar}${amount}${thing && !NOT_A_THING.test(thing) ? ` ${thing.toLowerCase()}` : ''}`

/**
 * How to work out a fraction or a percentage of a quantity, as steps the child finishes (docs/plans/issue-10-coach.md
 * §5.3): the results are left as "?" for them, as on the hint ladder, so the coach teaches the method and never
 * does the sum. Null when the message asks for no such part.
 */
export function partOfQuantity(message: string): string | null {
  const fraction = FRACTION_OF.exec(message)
  if (fraction) {
    const [, top, bottom, dollar, amount, thing] = fraction
    if (Number(bottom) < 2 || Number(top) < 1) return null
    const whole = quantity(dollar, amount, thing)
    const cut = `First cut ${whole} into ${bottom} equal parts: ${dollar}${amount} ÷ ${bottom} = ? in each part.`
    if (top === '1') return `${top}/${bottom} of ${whole} is 1 of ${bottom} equal parts. ${cut}`
    return `${top}/${bottom} of ${whole} means ${top} of the ${bottom} equal parts of ${whole}. ${cut} Then take ${top} of those parts: ${top} × ? = ?.`
  }
  const percent = PERCENT_OF.exec(message)
  if (percent) {
    const [, rate, dollar, amount, thing] = percent
    const whole = quantity(dollar, amount, thing)
    return `${rate}% of ${whole} means ${rate} out of every 100, so it is ${rate}/100 of ${whole}. First find 1%: ${dollar}${amount} ÷ 100 = ?. Then ${rate}% is ${rate} times that: ${rate} × ? = ?.`
  }
  return null
}
