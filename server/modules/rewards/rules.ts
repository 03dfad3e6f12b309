import type { RewardRule } from '../../../contracts/rewards'

/** One finished worksheet that counts toward rewards (a real attempt: see `stats.ts`). */
export type Finished = {
  worksheetId: number
  subjectId: number | null
  topicId: number | null
  fullMarks: boolean
  /** The local day it was finished on, in the student's time zone. */
  day: string
}

/** What the rules read: the student's finished worksheets, current streak and level. */
export type RewardStats = { finished: Finished[]; streakDays: number; level: number }

const distinct = <T>(items: T[]) => new Set(items).size

function bySubject(finished: Finished[], subjectId: number | null | undefined) {
  return subjectId ? finished.filter((f) => f.subjectId === subjectId) : finished
}

/** The most of `value` any one group reaches (a topic, a subject). */
function bestGroup(
  finished: Finished[],
  key: (f: Finished) => number | null,
  value: (g: Finished[]) => number,
) {
  const groups = new Map<number, Finished[]>()
  for (const f of finished) {
    const k = key(f)
    if (k !== null) groups.set(k, [...(groups.get(k) ?? []), f])
  }
  return Math.max(0, ...[...groups.values()].map(value))
}

/** How far the student is toward a rule, and the target: earned when `have >= need`. */
export function progressToward(rule: RewardRule, stats: RewardStats): { have: number; need: number } {
  const { finished } = stats
  switch (rule.kind) {
    case 'worksheets':
      return {
        have: distinct(bySubject(finished, rule.subject_id).map((f) => f.worksheetId)),
        need: rule.count,
      }
    case 'full_marks':
      return {
        have: distinct(finished.filter((f) => f.fullMarks).map((f) => f.worksheetId)),
        need: rule.count,
      }
    case 'topic_full_marks':
      return {
        have: bestGroup(
          finished.filter((f) => f.fullMarks),
          (f) => f.topicId,
          (g) => distinct(g.map((f) => f.worksheetId)),
        ),
        need: rule.count,
      }
    case 'streak':
      return { have: stats.streakDays, need: rule.days }
    case 'subject_days':
      return {
        have: rule.subject_id
          ? distinct(bySubject(finished, rule.subject_id).map((f) => f.day))
          : bestGroup(
              finished,
              (f) => f.subjectId,
              (g) => distinct(g.map((f) => f.day)),
            ),
        need: rule.days,
      }
    case 'level':
      return { have: stats.level, need: rule.level }
  }
}

export const meets = (rule: RewardRule, stats: RewardStats) => {
  const { have, need } = progressToward(rule, stats)
  return have >= need
}

const times = (n: number, one: string, many: string) => (n === 1 ? one : `${n} ${many}`)

/** What earns a reward, in words a child reads ("Finish 5 Maths worksheets."). */
export function describeRule(rule: RewardRule, subjectName: (id: number) => string | undefined): string {
  const subject = 'subject_id' in rule && rule.subject_id ? subjectName(rule.subject_id) : undefined
  switch (rule.kind) {
    case 'worksheets':
      if (rule.count === 1) return `Finish your first ${subject ? `${subject} ` : ''}worksheet.`
      return `Finish ${rule.count} different ${subject ? `${subject} ` : ''}worksheets.`
    case 'full_marks':
      return `Get full marks on ${times(rule.count, 'a worksheet', 'different worksheets')}.`
    case 'topic_full_marks':
      return `Get full marks on ${times(rule.count, 'a worksheet', 'worksheets')} about the same topic.`
    case 'streak':
      return `Practise ${rule.days} days in a row.`
    case 'subject_days':
      return `Practise ${subject ?? 'one subject'} on ${times(rule.days, 'a day', 'different days')}.`
    case 'level':
      return `Reach level ${rule.level}.`
  }
}
