import {
  AlignmentType,
  Document,
  HeadingLevel,
  ImageRun,
  Packer,
  PageBreak,
  Paragraph,
  TabStopType,
  TextRun,
} from 'docx'
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { AppContext, UserRow } from '../../context'
import { courses, questions } from '../../db/schema'
import { notFound } from '../../errors'
import { readableScope } from '../questions/access'
import { describeKey } from '../questions/answers'
import { type LoadedQuestion, loadQuestions } from '../quiz/questions'

/** A picture's widest on the page, in pixels at 96 dpi (about 11 cm). */
const MAX_WIDTH = 420
/** Word needs a raster fallback beside an SVG; a clear pixel (the SVG is what Word 2016+ and LibreOffice show). */
const CLEAR_PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
)

type Picture = { data: Buffer; type: 'png' | 'jpg' | 'gif' | 'svg'; width: number; height: number }

/** The size a picture says it has (PNG, GIF, JPEG headers; an SVG's width/height or viewBox). */
function sizeOf(data: Buffer, type: Picture['type']): { width: number; height: number } {
  if (type === 'png' && data.length > 24)
    return { width: data.readUInt32BE(16), height: data.readUInt32BE(20) }
  if (type === 'gif' && data.length > 10) return { width: data.readUInt16LE(6), height: data.readUInt16LE(8) }
  if (type === 'jpg') {
    for (let i = 2; i + 9 < data.length; ) {
      const marker = data[i + 1]
      const length = data.readUInt16BE(i + 2)
      if (marker >= 0xc0 && marker <= 0xc3)
        return { height: data.readUInt16BE(i + 5), width: data.readUInt16BE(i + 7) }
      i += 2 + length
    }
  }
  if (type === 'svg') {
    const text = data.subarray(0, 2000).toString('utf8')
    const number = (name: string) => Number(text.match(new RegExp(`\\b${name}="([\\d.]+)`))?.[1])
    const box = text.match(/viewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/)
    const width = number('width') || Number(box?.[1])
    const height = number('height') || Number(box?.[2])
    if (width && height) return { width, height }
  }
  return { width: 300, height: 200 }
}

function typeOf(data: Buffer, filename: string): Picture['type'] | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png'
  if (data[0] === 0xff && data[1] === 0xd8) return 'jpg'
  if (data.subarray(0, 4).toString('latin1') === 'GIF8') return 'gif'
  if (/\.svg$/i.test(filename) || /<svg[\s>]/.test(data.subarray(0, 1000).toString('utf8'))) return 'svg'
  return null
}

async function picturesOf(ctx: AppContext, q: LoadedQuestion): Promise<Picture[]> {
  const found = await Promise.all(
    q.images.map(async (image) => {
      const data = await ctx.storage.get(image.url)
      const type = data && typeOf(data, image.filename)
      if (!data || !type) return null
      const { width, height } = sizeOf(data, type)
      const scale = Math.min(1, MAX_WIDTH / width)
      return { data, type, width: Math.round(width * scale), height: Math.round(height * scale) }
    }),
  )
  return found.filter((p): p is Picture => p !== null)
}

const pictureRun = (p: Picture) =>
  p.type === 'svg'
    ? new ImageRun({
        type: 'svg',
        data: p.data,
        transformation: { width: p.width, height: p.height },
        fallback: { type: 'png', data: CLEAR_PIXEL },
      })
    : new ImageRun({ type: p.type, data: p.data, transformation: { width: p.width, height: p.height } })

/** A question's text as paragraphs: its lines, the first one numbered, the marks at the right margin. */
function textParagraphs(label: string, text: string, marks: number) {
  const lines = text.split(/\r?\n/).filter((line, i, all) => line.trim() || (i > 0 && i < all.length - 1))
  return lines.map(
    (line, i) =>
      new Paragraph({
        tabStops: [{ type: TabStopType.RIGHT, position: 9000 }],
        spacing: { before: i === 0 ? 240 : 0 },
        children: [
          new TextRun({ text: i === 0 ? `${label}\t` : '\t', bold: i === 0 }),
          new TextRun(line),
          ...(i === 0
            ? [new TextRun({ text: `\t[${marks} ${marks === 1 ? 'mark' : 'marks'}]`, italics: true })]
            : []),
        ],
      }),
  )
}

const answerLine = () =>
  new Paragraph({
    spacing: { before: 120, after: 120 },
    children: [new TextRun('Answer: ______________________________')],
  })

function questionBlock(q: LoadedQuestion, n: number, pictures: Picture[]) {
  const blocks: Paragraph[] = [...textParagraphs(`${n}.`, q.text, q.maxScore)]
  for (const p of pictures) blocks.push(new Paragraph({ children: [pictureRun(p)] }))
  const key = q.answerKey
  if (key.kind === 'choice')
    for (const [i, option] of key.options.entries())
      blocks.push(
        new Paragraph({ indent: { left: 720 }, children: [new TextRun(`(${i + 1})  ${option.text}`)] }),
      )
  if (q.parts.length) {
    q.parts.forEach((part, i) => {
      blocks.push(...textParagraphs(`(${String.fromCharCode(97 + i)})`, part.text, part.maxScore))
      blocks.push(answerLine())
    })
  } else if (key.kind !== 'choice') blocks.push(answerLine())
  return blocks
}

/** What a marker needs: the answer (an option by its number), and the worked solution when there is one. */
function answerOf(q: LoadedQuestion) {
  const key = q.answerKey
  if (key.kind === 'choice') {
    const numbers = key.options.flatMap((o, i) =>
      key.correct.includes(o.id) ? [`(${i + 1}) ${o.text}`] : [],
    )
    return numbers.join('; ')
  }
  return q.answer ?? describeKey(key)
}

function keyBlock(q: LoadedQuestion, n: number) {
  const blocks = [
    new Paragraph({
      spacing: { before: 200 },
      children: [
        new TextRun({ text: `${n}.  `, bold: true }),
        new TextRun(q.parts.length ? '' : answerOf(q)),
      ],
    }),
  ]
  for (const [i, part] of q.parts.entries())
    blocks.push(
      new Paragraph({
        indent: { left: 360 },
        children: [
          new TextRun({ text: `(${String.fromCharCode(97 + i)})  `, bold: true }),
          new TextRun(part.answer ?? describeKey(part.answerKey)),
        ],
      }),
    )
  const worked = q.solution?.trim()
  if (worked)
    for (const line of worked.split(/\r?\n/).filter(Boolean))
      blocks.push(
        new Paragraph({ indent: { left: 360 }, children: [new TextRun({ text: line, italics: true })] }),
      )
  return blocks
}

/**
 * GET /worksheets/word-export: the questions as a printable Word document, in the order given, with their pictures,
 * a line to answer on, and an answer key on a page of its own. Only questions the caller may read (a 404 names
 * the others).
 */
export async function exportWord(ctx: AppContext, caller: UserRow, questionIds: number[], title: string) {
  const ids = [...new Set(questionIds)]
  const readable = await ctx.db
    .select({ id: questions.id })
    .from(questions)
    .innerJoin(courses, eq(courses.id, questions.courseId))
    .where(and(inArray(questions.id, ids), isNull(questions.parentId), readableScope(caller)))
  const ok = new Set(readable.map((r) => r.id))
  const missing = ids.filter((id) => !ok.has(id))
  if (missing.length) throw notFound(`Question ${missing.join(', ')} is not one you can use.`)
  const loaded = await loadQuestions(ctx.db, ids)
  const pictures = await Promise.all(loaded.map((q) => picturesOf(ctx, q)))
  const total = loaded.reduce((sum, q) => sum + q.maxScore, 0)
  const doc = new Document({
    creator: 'Lantern',
    title,
    description: `${loaded.length} questions with an answer key`,
    styles: { default: { document: { run: { font: 'Arial', size: 24 } } } },
    sections: [
      {
        children: [
          new Paragraph({
            heading: HeadingLevel.HEADING_1,
            alignment: AlignmentType.CENTER,
            children: [new TextRun(title)],
          }),
          new Paragraph({
            spacing: { after: 240 },
            children: [new TextRun('Name: ____________________   Class: __________   Date: __________')],
          }),
          new Paragraph({ children: [new TextRun({ text: `Total: ${total} marks`, italics: true })] }),
          ...loaded.flatMap((q, i) => questionBlock(q, i + 1, pictures[i])),
          new Paragraph({ children: [new PageBreak()] }),
          new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Answer key')] }),
          ...loaded.flatMap((q, i) => keyBlock(q, i + 1)),
        ],
      },
    ],
  })
  return Packer.toBuffer(doc)
}
