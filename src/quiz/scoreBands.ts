/**
 * What a result says, by how much of it was right (issue 14 item 7): honest (no "well done" for a score that
 * was not) and kind (a low score says what to do next, never that the child failed). The chip's colour follows
 * the same bands, always beside the words and the marks.
 */
export type ScoreBand = {
  tone: 'success' | 'info' | 'warning'
  heading: string
  line: string
}

export function scoreBand(percent: number | null): ScoreBand {
  if (percent === null)
    return { tone: 'info', heading: 'All marked', line: 'Look through your answers to see how you did.' }
  if (percent >= 100)
    return { tone: 'success', heading: 'Full marks!', line: 'Every answer right. That is careful work.' }
  if (percent >= 80)
    return { tone: 'success', heading: 'Great work!', line: 'Nearly all right: look at the ones you missed.' }
  if (percent >= 60)
    return {
      tone: 'info',
      heading: 'Good work',
      line: 'More than half right. The review shows how to get the rest.',
    }
  if (percent >= 30)
    return {
      tone: 'warning',
      heading: 'A good try',
      line: 'Some of this is still tricky. The worked answers show the steps.',
    }
  return {
    tone: 'warning',
    heading: 'This one was hard',
    line: 'That is how learning starts. Read the worked answers, then try it again another day.',
  }
}

/** The percentage of a score, or null when there is nothing to score against. */
export const percentOf = (marks: number | null, max: number | null | undefined) =>
  marks === null || !max ? null : Math.round((marks * 100) / max)
