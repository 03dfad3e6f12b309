// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryClient } from '../../api/queryClient'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { classSummary } from '../testing'
import { ClassReportPage, type ClassReportSearch } from './ClassReportPage'
import { assignment, classReport, progressRow, topicReport } from './testing'

const server = startMockServer()
const november = { period: 'custom', start: '2026-11-01', end: '2026-11-30' } as const
const teacher = (role: 1 | 3) => sessionUser({ user_role_id: 2, teacher_role_id: role, school_id: 1 })

beforeEach(() => setSessionUser(teacher(3)))
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
  vi.restoreAllMocks()
})

function withClasses(...classes: ReturnType<typeof classSummary>[]) {
  server.use(http.get('*/api/v1/teachers/class', () => HttpResponse.json({ classes })))
}

const reports = { seen: [] as string[] }
function withReport(report = classReport()) {
  reports.seen = []
  server.use(
    http.get('*/api/v1/classes/4/report', ({ request }) => {
      reports.seen.push(new URL(request.url).search)
      return HttpResponse.json(report)
    }),
    http.get('*/api/v1/classes/4/topics/:topicId/report', ({ params }) =>
      HttpResponse.json(
        params.topicId === '8'
          ? topicReport({ topic_id: 8, topic_name: 'Whole numbers', questions: [] })
          : topicReport(),
      ),
    ),
    http.get('*/api/v1/worksheets/progress/4', () =>
      HttpResponse.json({
        class_id: 4,
        worksheets: [
          assignment(1, 'Week 1', { set: '2026-11-02', due: '2026-11-06' }, [
            progressRow(21, 'Chloe', 'Tan', 'completed', '2026-11-07T02:00:00.000Z'),
            progressRow(22, 'Ravi', 'Kumar', 'overdue'),
          ]),
          assignment(2, 'Week 2', { set: '2026-11-09', due: '2026-11-27' }, [
            progressRow(21, 'Chloe', 'Tan', 'completed', '2026-11-10T02:00:00.000Z'),
            progressRow(22, 'Ravi', 'Kumar', 'not_started'),
          ]),
          assignment(3, 'Last term', { set: '2026-08-01', due: '2026-08-05' }, []),
        ],
      }),
    ),
  )
}

function Page({ start = november }: { start?: ClassReportSearch }) {
  const [search, setSearch] = useState<ClassReportSearch>(start)
  return <ClassReportPage search={search} onSearch={setSearch} />
}
const render = (start?: ClassReportSearch) =>
  renderPage(() => <Page start={start} />, { path: '/teacher/reports' })

describe('the class report', () => {
  it('shows the figures, topics by colour and words, the hardest questions, each child and each assignment', async () => {
    withClasses(classSummary(4, '5 Kingfisher Maths', { students_count: 2 }))
    withReport()
    await render()
    expect((await screen.findByText('Average', { selector: 'dt' })).nextElementSibling?.textContent).toBe(
      '63%',
    )
    expect(reports.seen[0]).toContain('start=2026-11-01')
    expect(reports.seen[0]).toContain('end=2026-11-30')

    const topics = screen.getByRole('list', { name: 'Topics' })
    const fractions = within(topics).getByRole('button', { name: /Fractions/ })
    expect(fractions.textContent).toContain('38%')
    expect(fractions.textContent).toContain('Needs help')
    expect(fractions.getAttribute('aria-pressed')).toBe('true')
    expect(within(topics).getByRole('button', { name: /Whole numbers/ }).textContent).toContain('Secure')
    expect(screen.getByRole('list', { name: 'Key' }).textContent).toContain('80% or more')

    const hardest = await screen.findByRole('region', { name: 'Hardest questions in Fractions' })
    expect(hardest.textContent).toContain('What is 1/2 + 1/4?')
    expect(hardest.textContent).toContain('25%')
    expect(hardest.textContent).toContain('“2/6” × 2')

    const students = await screen.findByRole('region', { name: 'Table of students' })
    const ravi = within(students).getByRole('link', { name: 'Ravi Kumar' })
    expect(ravi.getAttribute('href')).toBe('/teacher/students/22/class/4/reports')
    const raviRow = ravi.closest('tr') as HTMLElement
    await waitFor(() => expect(raviRow.textContent).toContain('1 late'))
    expect(raviRow.textContent).toContain('0 of 2')
    expect(within(students).getByRole('link', { name: 'Chloe Tan' }).closest('tr')?.textContent).toContain(
      '1 handed in late',
    )

    const work = screen.getByRole('heading', { name: 'Week 1' }).closest('li') as HTMLElement
    expect(work.textContent).toContain('Late: 1Ravi Kumar')
    expect(work.textContent).toContain('Done late: 1Chloe Tan')
    expect(screen.queryByText('Last term')).toBeNull()

    fireEvent.click(within(topics).getByRole('button', { name: /Whole numbers/ }))
    expect(await screen.findByText('No answers in this topic in this period.')).toBeTruthy()
  })

  it('downloads the students as a CSV made from the page’s data', async () => {
    withClasses(classSummary(4, '5 Kingfisher Maths'))
    withReport()
    const files: Blob[] = []
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob)
      return 'blob:report'
    })
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const saved = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    await render()
    await screen.findByRole('link', { name: 'Ravi Kumar' })
    await screen.findByRole('heading', { name: 'Week 1' })
    fireEvent.click(screen.getByRole('button', { name: 'Download CSV of students' }))
    expect(saved).toHaveBeenCalledOnce()
    const text = await files[0].text()
    expect(
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(0, 3),
    ).toEqual([
      'First name,Last name,Assigned,Completed,Not started,Late,Handed in late,Average %',
      'Chloe,Tan,2,2,0,0,1,71.4',
      'Ravi,Kumar,2,0,1,1,0,',
    ])
  })

  it('says when nothing was set or answered in the period', async () => {
    withClasses(classSummary(4, '5 Kingfisher Maths'))
    withReport(
      classReport({
        summary: { students_count: 2, assignments_count: 0, completion_rate: 0, average_percent: null },
        topics: [],
      }),
    )
    await render({ period: 'custom', start: '2025-01-01', end: '2025-01-31', class: 4 })
    expect(await screen.findByText(/Nothing was set or answered in this period/)).toBeTruthy()
    expect(await screen.findByText('No work was set for this period.')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Topics' })).toBeNull()
  })

  it('tells an owner with no classes to make one, and a teacher to ask the school admin', async () => {
    withClasses()
    setSessionUser(teacher(1))
    await render()
    expect((await screen.findByRole('link', { name: 'Make a class' })).getAttribute('href')).toBe(
      '/teacher/manage/classes',
    )
    cleanup()
    queryClient.clear()
    setSessionUser(teacher(3))
    await render()
    expect(await screen.findByText(/Ask your school admin/)).toBeTruthy()
    expect(screen.queryByRole('link', { name: 'Make a class' })).toBeNull()
  })

  it('warns about backwards dates instead of asking the server', async () => {
    withClasses(classSummary(4, '5 Kingfisher Maths'))
    withReport()
    await render({ period: 'custom', start: '2026-11-30', end: '2026-11-01' })
    expect(await screen.findByText('The start date cannot be after the end date.')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Check the dates')
    expect(reports.seen).toEqual([])
  })
})
