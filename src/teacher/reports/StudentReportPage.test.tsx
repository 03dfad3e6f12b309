// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StudentTopicReport } from '../../api/class-reports'
import { queryClient } from '../../api/queryClient'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { classSummary } from '../testing'
import type { PeriodSearch } from './period'
import { StudentReportPage } from './StudentReportPage'
import { assignment, progressRow, studentRow, topicRow } from './testing'

const server = startMockServer()
const november = { period: 'custom', start: '2026-11-01', end: '2026-11-30' } as const

function answers(topicId: number, name: string): StudentTopicReport {
  return {
    ...topicRow(topicId, name, 1, 2),
    evaluations:
      topicId === 7
        ? [
            {
              evaluation_id: 1,
              question_id: 101,
              text_preview: 'What is 1/2 + 1/4?',
              value: null,
              answer_text: '2/6',
              marks_given: 0,
              max_score: 1,
              submitted_at: '2026-11-05T02:00:00.000Z',
            },
            {
              evaluation_id: 2,
              question_id: 102,
              text_preview: 'Write 0.5 as a fraction.',
              value: '1/2',
              answer_text: '1/2',
              marks_given: 1,
              max_score: 1,
              submitted_at: '2026-11-05T02:01:00.000Z',
              earlier_tries: [
                {
                  attempt: 1,
                  value: 'half',
                  selected_option: null,
                  method_answer: null,
                  marks_given: 0,
                  is_full_marks: false,
                  explanation: 'Write it with a numerator and a denominator.',
                  hints_used: 2,
                  time_spent: 40,
                  marked_at: '2026-11-05T02:00:30.000Z',
                },
              ],
            },
          ]
        : [],
  }
}

beforeEach(() => {
  setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 3, school_id: 1 }))
  server.use(
    http.get('*/api/v1/teachers/class', () =>
      HttpResponse.json({ classes: [classSummary(4, '5 Kingfisher Maths')] }),
    ),
    http.get('*/api/v1/classes/4/students/22/report', () =>
      HttpResponse.json({
        ...studentRow(22, 'Ravi', 'Kumar', 2, 1, 4, 8),
        topics: [topicRow(7, 'Fractions', 1, 4), topicRow(8, 'Decimals', 3, 4)],
      }),
    ),
    http.get('*/api/v1/classes/4/students/22/topics/:topicId/report', ({ params }) =>
      HttpResponse.json(
        params.topicId === '7' ? answers(7, 'Fractions') : answers(Number(params.topicId), 'Decimals'),
      ),
    ),
    http.get('*/api/v1/classes/4/students/22/difficulty-count', () =>
      HttpResponse.json({
        counts: [
          { difficulty_level_id: 1, attempted: 5, correct: 4 },
          { difficulty_level_id: 3, attempted: 3, correct: 0 },
        ],
      }),
    ),
    http.get('*/api/v1/worksheets/progress/4', () =>
      HttpResponse.json({
        class_id: 4,
        worksheets: [
          assignment(1, 'Week 1', { set: '2026-11-02', due: '2026-11-06' }, [
            progressRow(21, 'Chloe', 'Tan', 'completed', '2026-11-05T02:00:00.000Z'),
            progressRow(22, 'Ravi', 'Kumar', 'overdue'),
          ]),
          assignment(2, 'Week 2', { set: '2026-11-09', due: '2026-11-13' }, [
            progressRow(22, 'Ravi', 'Kumar', 'completed', '2026-11-14T01:00:00.000Z'),
          ]),
          assignment(3, 'Only Chloe', { set: '2026-11-09', due: '2026-11-13' }, [
            progressRow(21, 'Chloe', 'Tan', 'not_started'),
          ]),
        ],
      }),
    ),
  )
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
  vi.restoreAllMocks()
})

function Page() {
  const [search, setSearch] = useState<PeriodSearch>(november)
  return (
    <StudentReportPage classId={4} studentId={22} search={search} onSearch={setSearch} flags={<p>Flags</p>} />
  )
}
const render = () => renderPage(Page, { path: '/teacher/students/22/class/4/reports' })

describe('a student’s report', () => {
  it('shows their topics, their answers in the weakest, difficulty and their assignments with what is late', async () => {
    await render()
    expect(await screen.findByRole('heading', { level: 1, name: 'Ravi Kumar' })).toBeTruthy()
    expect(screen.getByRole('link', { name: /Back to 5 Kingfisher Maths/ }).getAttribute('href')).toBe(
      '/teacher/reports?class=4',
    )
    const topics = screen.getByRole('list', { name: 'Topics' })
    expect(within(topics).getByRole('button', { name: /Fractions/ }).textContent).toContain('25%Needs help')
    expect(within(topics).getByRole('button', { name: /Decimals/ }).textContent).toContain('75%Developing')

    const fractions = await screen.findByRole('region', { name: 'Answers in Fractions' })
    const wrong = within(fractions).getByText('What is 1/2 + 1/4?').closest('tr') as HTMLElement
    expect(wrong.textContent).toContain('2/6')
    expect(wrong.textContent).toContain('0 of 1')
    // The try before an answer stays readable (issue 14 item 5).
    const retried = within(fractions).getByText('Write 0.5 as a fraction.').closest('tr') as HTMLElement
    const tries = within(retried).getByRole('region', { name: 'Earlier tries' })
    expect(tries.textContent).toContain('Try 1: half — 0 out of 1 mark · used 2 hints')
    expect(tries.textContent).toContain('Write it with a numerator and a denominator.')
    expect(within(wrong).queryByRole('region', { name: 'Earlier tries' })).toBeNull()

    const difficulty = screen.getByRole('table', { name: /by difficulty/ })
    expect(within(difficulty).getByText('Hard').closest('tr')?.textContent).toContain('0 (0%)')
    expect(within(difficulty).getByText('Easy').closest('tr')?.textContent).toContain('4 (80%)')

    const work = await screen.findByRole('region', { name: 'Table of their assignments' })
    expect(within(work).getByText('Week 1').closest('tr')?.textContent).toContain('Late')
    expect(within(work).getByText('Week 2').closest('tr')?.textContent).toContain('Done late')
    expect(within(work).queryByText('Only Chloe')).toBeNull()
    expect(screen.getByText('Late', { selector: 'dt' }).nextElementSibling?.textContent).toBe('1')

    fireEvent.click(within(topics).getByRole('button', { name: /Decimals/ }))
    expect(await screen.findByText('No answers in this topic in this period.')).toBeTruthy()
  })

  it('downloads their answers in a topic as a CSV', async () => {
    const files: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob)
      return 'blob:answers'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const link = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await render()
    await screen.findByRole('region', { name: 'Answers in Fractions' })
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV of the answers' }))
    expect((link.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'ravi-kumar-fractions-2026-11-01-2026-11-30.csv',
    )
    const rows = (await files[0].text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    expect(rows).toEqual([
      'Student,Topic,Question,Answer,Marks,Out of,Answered at',
      'Ravi Kumar,Fractions,What is 1/2 + 1/4?,2/6,0,1,2026-11-05T02:00:00.000Z',
      'Ravi Kumar,Fractions,Write 0.5 as a fraction.,1/2,1,1,2026-11-05T02:01:00.000Z',
    ])
  })
})
