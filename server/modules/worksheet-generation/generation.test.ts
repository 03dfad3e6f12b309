import { AlignmentType, Document, Packer, Paragraph } from 'docx'
import { eq, inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { makePdf } from '../../../tests/pdf'
import { signIn, useTestApp } from '../../../tests/server'
import { markOffline } from '../../ai/offline'
import { classes, generationJobs, questions, topics, worksheets } from '../../db/schema'
import { toMarkable } from './check'

/** Worksheet generation offline (ADR 0054): drafts from templates and the bank, progress, cancel, documents. */
describe('worksheet generation', () => {
  const t = useTestApp()
  const as = async (who: string) => {
    const { headers } = await signIn(t.app, who)
    return (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url, headers, payload })
  }
  const upload = async (
    who: string,
    type: string,
    field: string,
    files: { name: string; data: Buffer; mime: string }[],
  ) => {
    const { headers } = await signIn(t.app, who)
    const form = new FormData()
    for (const f of files) form.append(field, new Blob([new Uint8Array(f.data)], { type: f.mime }), f.name)
    const request = new Request('http://localhost/', { method: 'POST', body: form })
    return t.app.inject({
      method: 'POST',
      url: `/api/v1/worksheets/generate/upload/${type}`,
      headers: { ...headers, 'content-type': request.headers.get('content-type') ?? '' },
      payload: Buffer.from(await request.arrayBuffer()),
    })
  }

  it('writes draft worksheets of new Maths questions, each one the marker agrees with, and lists them in the history', async () => {
    const teacher = await as('teacher@lantern.test')
    const res = await teacher('POST', '/api/v1/worksheets/generate', {
      prompt: 'P5 Maths: multiplying fractions, for homework',
      num_worksheets: 2,
      num_questions_per_worksheet: 5,
      assessment_purpose: 'practice',
      request_id: 'run-fractions-1',
    })
    expect(res.statusCode, res.body).toBe(201)
    const made = res.json().worksheets
    expect(made).toHaveLength(2)
    expect(made[0]).toMatchObject({ is_draft: true, prompt: 'P5 Maths: multiplying fractions, for homework' })
    expect(made[0].title).toContain('(1 of 2)')
    const ids = made.flatMap((w: { question_ids: number[] }) => w.question_ids)
    expect(ids).toHaveLength(10)
    expect(new Set(ids).size).toBe(10)

    const rows = await t.database.db.select().from(questions).where(inArray(questions.id, ids))
    const topicNames = new Map(
      (await t.database.db.select().from(topics)).map((tp) => [tp.id, tp.name] as const),
    )
    for (const q of rows) {
      expect(q.ref).toBeNull()
      expect(q.needApprove).toBe(true)
      expect(q.solution.length).toBeGreaterThan(10)
      expect(q.markingScheme.length).toBeGreaterThan(10)
      expect(topicNames.get(q.topicId!)).toMatch(/Fractions/)
      // Nothing is offered that a blank answer would pass.
      expect(
        markOffline(toMarkable({ ...q, key: q.answerKey, modelAnswer: {} } as never, 1), {}).isFullMarks,
      ).toBe(false)
    }
    const texts = new Set(rows.map((q) => q.text))
    expect(texts.size).toBe(10)

    const job = (await teacher('GET', '/api/v1/worksheets/generate/jobs/run-fractions-1')).json()
    expect(job).toMatchObject({
      status: 'done',
      done: 10,
      total: 10,
      worksheet_ids: made.map((w: { id: number }) => w.id),
    })

    const history = (await teacher('GET', '/api/v1/worksheets/generate?page=1&size=20')).json()
    expect(history.total_count).toBeGreaterThanOrEqual(2)
    expect(history.worksheets[0].prompt).toBe('P5 Maths: multiplying fractions, for homework')

    // A second POST under the same request id is not a second run.
    const again = await teacher('POST', '/api/v1/worksheets/generate', {
      prompt: 'P5 Maths: multiplying fractions',
      num_worksheets: 1,
      num_questions_per_worksheet: 1,
      request_id: 'run-fractions-1',
    })
    expect(again.statusCode).toBe(409)

    // Drafts are not in the library until saved; saving approves the new questions.
    const listed = (await teacher('GET', '/api/v1/worksheets?page=1&size=50')).json()
    expect(listed.items.map((w: { id: number }) => w.id)).not.toContain(made[0].id)
    const saved = await teacher('PATCH', `/api/v1/worksheets/${made[0].id}`, {
      title: 'Fractions homework',
      is_draft: false,
    })
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json()).toMatchObject({ is_draft: false, title: 'Fractions homework' })
    const approved = await t.database.db
      .select({ needApprove: questions.needApprove })
      .from(questions)
      .where(inArray(questions.id, made[0].question_ids))
    expect(approved.every((q) => !q.needApprove)).toBe(true)

    // Another teacher cannot follow or stop this teacher's run.
    const owner = await as('owner@lantern.test')
    expect((await owner('GET', '/api/v1/worksheets/generate/jobs/run-fractions-1')).statusCode).toBe(404)
    expect((await owner('DELETE', '/api/v1/worksheets/generate/jobs/run-fractions-1')).statusCode).toBe(404)
  })

  it('adapts bank questions where no template exists, and says what is wrong with a request it cannot place', async () => {
    const teacher = await as('teacher@lantern.test')
    const res = await teacher('POST', '/api/v1/worksheets/generate', {
      prompt: 'P5 Science: plants and how they reproduce',
      num_worksheets: 1,
      num_questions_per_worksheet: 4,
    })
    expect(res.statusCode, res.body).toBe(201)
    const ids = res.json().worksheets[0].question_ids
    const rows = await t.database.db.select().from(questions).where(inArray(questions.id, ids))
    expect(rows).toHaveLength(4)
    expect(rows.every((q) => q.createdBy !== null && q.ref === null)).toBe(true)

    const vague = await teacher('POST', '/api/v1/worksheets/generate', {
      prompt: 'Something fun for Friday',
      num_worksheets: 1,
      num_questions_per_worksheet: 3,
    })
    expect(vague.statusCode).toBe(400)
    expect(vague.json().message).toMatch(/level and subject/)
    const tooMany = await teacher('POST', '/api/v1/worksheets/generate', {
      prompt: 'P5 Maths',
      num_worksheets: 9,
      num_questions_per_worksheet: 5,
    })
    expect(tooMany.statusCode).toBe(400)
  })

  it('stops a run that is cancelled, saving nothing', async () => {
    t.app.ctx.config.generationPaceMs = 40
    try {
      const teacher = await as('teacher@lantern.test')
      const before = (await t.database.db.select({ id: worksheets.id }).from(worksheets)).length
      const running = teacher('POST', '/api/v1/worksheets/generate', {
        prompt: 'P6 Maths: speed',
        num_worksheets: 1,
        num_questions_per_worksheet: 30,
        request_id: 'run-to-cancel',
      })
      let job = { status: 'running', done: 0 }
      for (let i = 0; i < 100 && job.done < 2; i++) {
        await new Promise((r) => setTimeout(r, 20))
        const read = await teacher('GET', '/api/v1/worksheets/generate/jobs/run-to-cancel')
        if (read.statusCode === 200) job = read.json()
      }
      expect(job.status).toBe('running')
      const cancelled = await teacher('DELETE', '/api/v1/worksheets/generate/jobs/run-to-cancel')
      expect(cancelled.statusCode).toBe(200)
      const res = await running
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toMatch(/cancelled/)
      const [row] = await t.database.db
        .select()
        .from(generationJobs)
        .where(eq(generationJobs.requestKey, 'run-to-cancel'))
      expect(row.status).toBe('cancelled')
      expect(row.done).toBeLessThan(30)
      expect((await t.database.db.select({ id: worksheets.id }).from(worksheets)).length).toBe(before)
    } finally {
      t.app.ctx.config.generationPaceMs = 0
    }
  })

  it('reads the text of PDF and Word documents, refuses other files and types, and keeps each teacher to their own', async () => {
    const pdf = makePdf(['Learning outcome: pupils divide a fraction by a whole number.'])
    const docx = await Packer.toBuffer(
      new Document({
        sections: [
          {
            children: [
              new Paragraph({ text: 'Unit 4: Ratio', alignment: AlignmentType.LEFT }),
              new Paragraph('Pupils find equivalent ratios & simplify them.'),
            ],
          },
        ],
      }),
    )
    const up = await upload('teacher@lantern.test', 'CURRICULUM', 'curriculum_files[]', [
      { name: 'outcomes.pdf', data: pdf, mime: 'application/pdf' },
      {
        name: 'unit4.docx',
        data: docx,
        mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ])
    expect(up.statusCode, up.body).toBe(201)
    const docs = up.json().documents
    expect(docs.map((d: { name: string }) => d.name)).toEqual(['outcomes.pdf', 'unit4.docx'])
    expect(docs[1].content_type).toMatch(/wordprocessingml/)
    const stored = await t.database.db.query.generationDocuments.findMany()
    expect(stored.find((d) => d.name === 'outcomes.pdf')?.text).toContain(
      'divide a fraction by a whole number',
    )
    expect(stored.find((d) => d.name === 'unit4.docx')?.text).toContain(
      'Pupils find equivalent ratios & simplify them.',
    )

    const teacher = await as('teacher@lantern.test')
    const listed = (await teacher('GET', '/api/v1/worksheets/generate/uploaded/CURRICULUM')).json().documents
    expect(listed).toHaveLength(2)
    expect(
      (await teacher('GET', '/api/v1/worksheets/generate/uploaded/GENERATION')).json().documents,
    ).toHaveLength(0)

    const wrongType = await teacher('GET', '/api/v1/worksheets/generate/uploaded/MARKING')
    expect(wrongType.statusCode).toBe(400)
    expect(wrongType.body).toContain('Invalid document type')
    const text = await upload('teacher@lantern.test', 'GENERATION', 'source_files[]', [
      { name: 'notes.txt', data: Buffer.from('just text'), mime: 'text/plain' },
    ])
    expect(text.statusCode).toBe(415)
    const wrongField = await upload('teacher@lantern.test', 'GENERATION', 'curriculum_files[]', [
      { name: 'outcomes.pdf', data: pdf, mime: 'application/pdf' },
    ])
    expect(wrongField.statusCode).toBe(400)

    // The documents guide the run; another teacher naming them gets a 400.
    const guided = await teacher('POST', '/api/v1/worksheets/generate', {
      prompt: 'P5 Maths worksheet from my unit outcomes',
      num_worksheets: 1,
      num_questions_per_worksheet: 3,
      curriculum_ids: docs.map((d: { id: number }) => d.id),
    })
    expect(guided.statusCode, guided.body).toBe(201)
    const owner = await as('owner@lantern.test')
    const borrowed = await owner('POST', '/api/v1/worksheets/generate', {
      prompt: 'P5 Maths',
      num_worksheets: 1,
      num_questions_per_worksheet: 3,
      curriculum_ids: [docs[0].id],
    })
    expect(borrowed.statusCode).toBe(400)
    expect(borrowed.json().message).toMatch(/not one of your uploads/)
  })

  it('makes a quick draft for a class (ai-generate) and new questions for chosen topics (generator)', async () => {
    const teacher = await as('teacher@lantern.test')
    const [klass] = await t.database.db.select().from(classes).limit(1)
    const [sheet] = await t.database.db
      .select()
      .from(worksheets)
      .where(eq(worksheets.ref, 'p5-maths-ratio-1'))
      .limit(1)
    const courseId = sheet?.courseId ?? (await t.database.db.select().from(worksheets).limit(1))[0].courseId
    const quick = await teacher('POST', '/api/v1/worksheets/ai-generate', {
      class_id: klass.id,
      course_id: courseId,
      question_type: 'mixed',
      user_request: 'Ratio practice, not too hard',
    })
    expect(quick.statusCode, quick.body).toBe(201)
    const [made] = await t.database.db
      .select()
      .from(worksheets)
      .where(eq(worksheets.id, quick.json().worksheet_id))
    expect(made).toMatchObject({ ownerClassId: klass.id, isDraft: true })

    const [topic] = await t.database.db.select().from(topics).where(eq(topics.courseId, courseId)).limit(1)
    const gen = await teacher('POST', '/api/v1/generator/worksheet', {
      course_id: courseId,
      topic_ids: [topic.id],
      num_questions: 3,
    })
    expect(gen.statusCode, gen.body).toBe(201)
    expect(gen.json().question_ids).toHaveLength(3)
    const chloe = await as('chloe')
    expect(
      (
        await chloe('POST', '/api/v1/generator/worksheet', {
          course_id: courseId,
          topic_ids: [topic.id],
          num_questions: 3,
        })
      ).statusCode,
    ).toBe(403)
  })
})
