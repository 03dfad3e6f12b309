const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  )
const TENS = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety']
const SCALES: Record<string, number> = { hundred: 100, thousand: 1000, million: 1_000_000 }
const DENOMINATORS: Record<string, number> = Object.fromEntries(
  (
    [
      ['half', 2],
      ['halve', 2],
      ['third', 3],
      ['quarter', 4],
      ['fourth', 4],
      ['fifth', 5],
      ['sixth', 6],
      ['seventh', 7],
      ['eighth', 8],
      ['ninth', 9],
      ['tenth', 10],
      ['eleventh', 11],
      ['twelfth', 12],
      ['thirteenth', 13],
      ['fourteenth', 14],
      ['fifteenth', 15],
      ['sixteenth', 16],
      ['seventeenth', 17],
      ['eighteenth', 18],
      ['nineteenth', 19],
      ['twentieth', 20],
      ['twenty-fifth', 25],
      ['fiftieth', 50],
      ['hundredth', 100],
      ['thousandth', 1000],
    ] as const
  ).flatMap(([word, n]) => [
    [word, n],
    [`${word}s`, n],
  ]),
)

const SMALL = new Map<string, number>([
  ...ONES.map((word, n): [string, number] => [word, n]),
  ...TENS.flatMap((word, n): [string, number][] => (word ? [[word, n * 10]] : [])),
])

export type WordNumber = {
  value: number
  whole: number
  numerator?: number
  denominator?: number
  start: number
  end: number
}

type Word = { word: string; start: number; end: number }

function integerFrom(run: Word[]): number | null {
  let total = 0
  let current = 0
  for (const { word } of run) {
    const small = SMALL.get(word)
    if (small !== undefined) current += small
    else if (word === 'hundred') current = (current || 1) * 100
    else if (word in SCALES) {
      total += (current || 1) * SCALES[word]
      current = 0
    } else if (word !== 'and' && word !== 'a') return null
  }
  return total + current
}

const isIntegerWord = (word: string) => SMALL.has(word) || word in SCALES

/**
 * Numbers a child spelt out: "twelve", "one hundred and five", "three quarters", "two and a half". Only
 * words joined by spaces or hyphens count as one number, so "one or two" stays two numbers.
 */
export function readNumberWords(text: string): WordNumber[] {
  const tokens: Word[] = [...text.matchAll(/\p{L}+/gu)].map((m) => ({
    word: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }))
  const found: WordNumber[] = []
  let i = 0
  while (i < tokens.length) {
    const run: Word[] = []
    let j = i
    const joined = (k: number) => k === i || /^[\s-]*$/.test(text.slice(tokens[k - 1].end, tokens[k].start))
    while (j < tokens.length && joined(j)) {
      const { word } = tokens[j]
      const next = tokens[j + 1]?.word ?? ''
      const linking = word === 'and' && run.length > 0
      const article = word === 'a' && (next in DENOMINATORS || next in SCALES)
      if (!(isIntegerWord(word) || word in DENOMINATORS || linking || article)) break
      run.push(tokens[j])
      j++
      if (word in DENOMINATORS) break
    }
    while (run.length && run[run.length - 1].word === 'and') run.pop()
    const parsed = run.length ? fromRun(run) : null
    if (parsed) found.push(parsed)
    i = Math.max(j, i + 1)
  }
  return found
}

function fromRun(run: Word[]): WordNumber | null {
  const last = run[run.length - 1].word
  const start = run[0].start
  const end = run[run.length - 1].end
  if (!(last in DENOMINATORS)) {
    const value = integerFrom(run)
    return value === null || !run.some((w) => isIntegerWord(w.word))
      ? null
      : { value, whole: value, start, end }
  }
  const denominator = DENOMINATORS[last]
  const andAt = run.findIndex((w) => w.word === 'and')
  const wholeRun = andAt > 0 ? run.slice(0, andAt) : []
  const numeratorRun = run.slice(andAt > 0 ? andAt + 1 : 0, -1)
  const whole = wholeRun.length ? integerFrom(wholeRun) : 0
  const numerator = numeratorRun.length ? integerFrom(numeratorRun) || 1 : 1
  if (whole === null) return null
  return { value: whole + numerator / denominator, whole, numerator, denominator, start, end }
}

/** Spoken transcripts mix "12" and "twelve"; both sides of a comparison are spelt out the same way. */
export function integerToWords(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 1_000_000) return String(n)
  if (n < 20) return ONES[n]
  if (n < 100) return n % 10 ? `${TENS[Math.floor(n / 10)]} ${ONES[n % 10]}` : TENS[n / 10]
  if (n < 1000) {
    const rest = n % 100
    return `${ONES[Math.floor(n / 100)]} hundred${rest ? ` and ${integerToWords(rest)}` : ''}`
  }
  const rest = n % 1000
  const tail = rest ? `${rest < 100 ? ' and' : ''} ${integerToWords(rest)}` : ''
  return `${integerToWords(Math.floor(n / 1000))} thousand${tail}`
}
