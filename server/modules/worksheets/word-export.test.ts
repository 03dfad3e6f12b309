import { and, eq, isNotNull, isNull } from 'drizzle-orm'
import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { DOCX_CONTENT_TYPE } from '../../../contracts/worksheet-reports'
import { signIn, useTestApp } from '../../../tests/server'
import { questionImages, questions } from '../../db/schema'

/** The text of a .docx as Word would show it: the runs of each paragraph of word/document.xml, a line each. */
function readDocx(bytes: Buffer) {
  const files = unzipSync(new Uint8Array(bytes))
  const xml = strFromU8(files['word/document.xml'])
  const paragraphs = xml.split('</w:p>').map((p) =>
    [...p.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>|<w:tab\/>/g)]
      .map((m) => (m[0] === '<w:tab/>' ? '\t' : m[1]))
      .join('')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'"),
  )
  const media = Object.keys(files).filter((name) => name.startsWith('word/media/'))
  return { text: paragraphs.filter((p) => p.trim()).join('\n'), media }
}

describe('a worksheet as a Word document (GET /worksheets/word-export)', () => {
  const t = useTestApp()

  it('has the questions in order with their pictures and options, then an answer key on its own page', async () => {
    const [pictured] = await t.database.db
      .select({ id: questions.id, text: questions.text })
      .from(questions)
      .innerJoin(questionImages, eq(questionImages.questionId, questions.id))
      .where(and(isNull(questions.parentId), isNull(questions.schoolId)))
      .limit(1)
    const [choice] = await t.database.db
      .select()
      .from(questions)
      .where(and(eq(questions.questionTypeId, 1), isNull(questions.parentId), isNull(questions.schoolId)))
      .limit(1)
    const [withParts] = await t.database.db
      .select({ id: questions.parentId })
      .from(questions)
      .where(isNotNull(questions.parentId))
      .limit(1)
    const ids = [pictured.id, choice.id, withParts.id!]
    const { headers } = await signIn(t.app, 'teacher@lantern.test')
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/v1/worksheets/word-export?question_ids=${ids.join(',')}&title=${encodeURIComponent('Fractions – week 3')}`,
      headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe(DOCX_CONTENT_TYPE)
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Fractions")
    const { text, media } = readDocx(res.rawPayload)
    const lines = text.split('\n')
    expect(lines[0]).toBe('Fractions – week 3')
    expect(text).toContain('Name: ')
    const firstLine = pictured.text.split('\n').find((l) => l.trim())!
    expect(lines.some((l) => l.startsWith('1.\t') && l.includes(firstLine.slice(0, 30)))).toBe(true)
    expect(media.length).toBeGreaterThan(0)
    const key = choice.answerKey as {
      kind: 'choice'
      options: { id: number; text: string }[]
      correct: number[]
    }
    expect(text).toContain(`(1)  ${key.options[0].text}`)
    expect(text).toMatch(/\(a\)\t/)
    // The answer key comes after a page break, the choice question's answer named by its number.
    const keyAt = lines.indexOf('Answer key')
    expect(keyAt).toBeGreaterThan(0)
    const correct = key.options.findIndex((o) => key.correct.includes(o.id))
    expect(lines.slice(keyAt).join('\n')).toContain(`(${correct + 1}) ${key.options[correct].text}`)
    expect(strFromU8(unzipSync(new Uint8Array(res.rawPayload))['word/document.xml'])).toContain(
      'w:br w:type="page"',
    )
  })

  it('refuses questions the caller may not read, and families', async () => {
    const teacher = await signIn(t.app, 'teacher@lantern.test')
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/worksheets/word-export?question_ids=999999',
      headers: teacher.headers,
    })
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toMatch(/999999/)
    const parent = await signIn(t.app, 'parent@lantern.test')
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/v1/worksheets/word-export?question_ids=1',
      headers: parent.headers,
    })
    expect(refused.statusCode).toBe(403)
  })
})
