import { and, eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { useTestApp } from '../../../../tests/server'
import type { Db } from '../../../db/client'
import {
  academicLevels,
  evaluations,
  questions,
  quizzes,
  retrievalChunks,
  retrievalDocuments,
  subjects,
  users,
  worksheetQuestions,
} from '../../../db/schema'
import { reindexAll, reindexSource } from './index-sources'
import { queryTerms } from './query-terms'
import { searchMaterial, unsubmittedQuestionIds } from './search'

const idOf = async (db: Db, table: typeof academicLevels | typeof subjects, name: string) =>
  (await db.select({ id: table.id }).from(table).where(eq(table.name, name)))[0].id

describe('retrieval over our own material', () => {
  const t = useTestApp()
  const scope = async (level: string, subject?: string) => ({
    levelId: await idOf(t.database.db, academicLevels, level),
    subjectId: subject ? await idOf(t.database.db, subjects, subject) : undefined,
    schoolId: null,
  })
  const levelsOf = async (ids: number[]) =>
    (
      await t.database.db
        .select({ level: retrievalChunks.academicLevelId })
        .from(retrievalChunks)
        .where(inArray(retrievalChunks.id, ids))
    ).map((r) => r.level)

  it('finds the water cycle note and the topic summary for "what is evaporation" at P5 Science', async () => {
    const found = await searchMaterial(t.database.db, {
      query: 'what is evaporation',
      ...(await scope('P5', 'Science')),
    })
    expect(found.length).toBeGreaterThan(0)
    expect(found.length).toBeLessThanOrEqual(6)
    expect(found).toContainEqual(expect.objectContaining({ kind: 'note', title: 'The water cycle' }))
    expect(found).toContainEqual(
      expect.objectContaining({ kind: 'topic', title: 'Water and Changes of State' }),
    )
    expect(found.map((c) => c.rank)).toEqual([...found.map((c) => c.rank)].sort((a, b) => b - a))
  })

  it('keeps two chunks a source even when one source fills the first candidates read', async () => {
    const { levelId, subjectId } = await scope('P5', 'Science')
    // Twelve chunks of one note rank first (the word twice), one of another note after them (once).
    const chunk = (sourceId: number, position: number, text: string) => ({
      sourceKind: 'note' as const,
      sourceId,
      position,
      academicLevelId: levelId,
      subjectId,
      title: `Quorblets ${sourceId}-${position}`,
      body: text,
      searchText: text,
    })
    const rows = [
      ...Array.from({ length: 12 }, (_, i) => chunk(990_001, i, 'quorblet quorblet facts')),
      chunk(990_002, 0, 'one quorblet fact'),
    ]
    await t.database.db.insert(retrievalChunks).values(rows)
    try {
      const found = await searchMaterial(t.database.db, {
        query: 'quorblet',
        k: 3,
        levelId,
        subjectId,
        schoolId: null,
      })
      expect(found.map((c) => c.title)).toEqual([
        'Quorblets 990001-0',
        'Quorblets 990001-1',
        'Quorblets 990002-0',
      ])
    } finally {
      await t.database.db.delete(retrievalChunks).where(inArray(retrievalChunks.sourceId, [990_001, 990_002]))
    }
  })

  it('reads "3/4 of 20" as a fraction of a quantity, not as the bare numbers 3, 4 and 20', () => {
    expect(queryTerms('what is 3/4 of 20')).toEqual({
      words: ['fraction', 'multiply'],
      numbers: ['3/4', '20'],
    })
    expect(queryTerms('how do I find 25% of $80 sweets')).toEqual({
      words: ['sweets', 'percentage', 'multiply'],
      numbers: ['25', '80'],
    })
    expect(queryTerms('is it 48.75?')).toEqual({ words: [], numbers: ['48.75'] })
    expect(queryTerms('ratio 2:3 in P5')).toEqual({ words: ['ratio', 'P5'], numbers: ['2', '3'] })
  })

  it('finds fractions material for "what is 3/4 of 20", not worked sums that share its numbers', async () => {
    const p4 = await searchMaterial(t.database.db, { query: 'what is 3/4 of 20', ...(await scope('P4')) })
    expect(p4[0]).toMatchObject({ kind: 'topic', title: 'Fractions' })
    for (const c of p4) expect(`${c.title} ${c.body}`).toMatch(/fraction|\d\/\d/i)
    const p5 = await searchMaterial(t.database.db, { query: 'what is 2/5 of 30', ...(await scope('P5')) })
    expect(p5[0]).toMatchObject({ kind: 'topic', title: 'Fractions: Multiplying' })
    expect(p5.some((c) => c.title === 'Ratio')).toBe(false)
    const sum = await searchMaterial(t.database.db, { query: 'is it 48.75?', ...(await scope('P5')) })
    expect(sum[0]?.body).toContain('48.75')
  })

  it("keeps to the student's level, and at most two chunks of any one source", async () => {
    const p4 = await scope('P4')
    const found = await searchMaterial(t.database.db, { query: 'what is evaporation water', ...p4, k: 20 })
    expect(found.length).toBeGreaterThan(0)
    expect(new Set(await levelsOf(found.map((c) => c.id)))).toEqual(new Set([p4.levelId]))
    expect(found.some((c) => c.title === 'The water cycle')).toBe(false)
  })

  it("never finds the worked solution of a question in the student's practice not yet handed in", async () => {
    const db = t.database.db
    const [ava] = await db.select().from(users).where(eq(users.username, 'ava'))
    const [q] = await db
      .select()
      .from(questions)
      .where(eq(questions.ref, 'p5-science-water-and-changes-of-state-002'))
    const [{ worksheetId }] = await db
      .select()
      .from(worksheetQuestions)
      .where(eq(worksheetQuestions.questionId, q.id))
    const query = {
      query: 'wet clothes dry fastest evaporates wind',
      ...(await scope('P5', 'Science')),
      k: 20,
    }
    const solutionOf = (found: { kind: string; body: string }[]) =>
      found.find((c) => c.kind === 'solution' && c.body.startsWith(q.solution.slice(0, 40)))
    expect(solutionOf(await searchMaterial(db, query))).toBeDefined()

    const [quiz] = await db
      .insert(quizzes)
      .values({ studentId: ava.id, worksheetId, groupTypeId: 3, maxScore: 5, status: 'in_progress' })
      .returning()
    const pending = await unsubmittedQuestionIds(db, ava.id)
    expect(pending).toContain(q.id)
    const guarded = await searchMaterial(db, { ...query, excludeSolutionsOfQuestionIds: pending })
    expect(solutionOf(guarded)).toBeUndefined()
    expect(guarded.some((c) => c.kind === 'question')).toBe(true)
    // The same guard decided inside the search (what the student coach uses).
    const guardedInQuery = await searchMaterial(db, { ...query, excludeSolutionsUnsubmittedBy: ava.id })
    expect(solutionOf(guardedInQuery)).toBeUndefined()
    expect(guardedInQuery.some((c) => c.kind === 'question')).toBe(true)

    await db.insert(evaluations).values({ quizId: quiz.id, questionId: q.id, position: 1, isSubmitted: true })
    expect(await unsubmittedQuestionIds(db, ava.id)).not.toContain(q.id)
    expect(
      solutionOf(await searchMaterial(db, { ...query, excludeSolutionsUnsubmittedBy: ava.id })),
    ).toBeDefined()
  })

  it('finds Chinese text from a Chinese query by character pairs', async () => {
    const db = t.database.db
    const p5 = await scope('P5', 'Chinese')
    const [doc] = await db
      .insert(retrievalDocuments)
      .values({
        name: '学习小贴士',
        academicLevelId: p5.levelId,
        subjectId: p5.subjectId,
        documentTypeId: 1,
        content: '每天朗读课文十分钟，可以帮助我们记住新的生字和词语。',
      })
      .returning()
    expect(await reindexSource(db, 'document', doc.id)).toBe(1)
    const found = await searchMaterial(db, { query: '怎么记住生字？', ...p5 })
    expect(found[0]).toMatchObject({ kind: 'document', title: '学习小贴士' })
    expect(await searchMaterial(db, { query: '火山爆发', ...p5 })).toEqual([])
  })

  it("gives the visitors' coach topic summaries and common notes, never the question bank", async () => {
    const query = {
      query: 'ratio of apples to oranges simplest form',
      ...(await scope('P5', 'Maths')),
      k: 20,
    }
    const all = await searchMaterial(t.database.db, query)
    expect(all.some((c) => c.kind === 'question' || c.kind === 'solution')).toBe(true)
    const open = await searchMaterial(t.database.db, { ...query, publicOnly: true })
    expect(open.length).toBeGreaterThan(0)
    expect(new Set(open.map((c) => c.kind))).toEqual(new Set(['topic']))
  })

  it('takes a question out of the index when it is disabled, and rebuilds the same index from scratch', async () => {
    const db = t.database.db
    const [q] = await db.select().from(questions).where(eq(questions.ref, 'p5-maths-ratio-001'))
    const chunksOf = () =>
      db
        .select()
        .from(retrievalChunks)
        .where(
          and(
            eq(retrievalChunks.sourceId, q.id),
            inArray(retrievalChunks.sourceKind, ['question', 'solution']),
          ),
        )
    expect((await chunksOf()).map((c) => c.sourceKind).sort()).toEqual(['question', 'solution'])
    await db.update(questions).set({ isEnabled: false }).where(eq(questions.id, q.id))
    expect(await reindexSource(db, 'question', q.id)).toBe(0)
    expect(await chunksOf()).toEqual([])
    const total = await reindexAll(db)
    expect(await reindexAll(db)).toBe(total)
    expect(await chunksOf()).toEqual([])
  })
})
