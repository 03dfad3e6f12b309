// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { useState } from 'react'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { queryClient } from '../../api/queryClient'
import type { ImportRow, SignInCard } from '../../api/teachers'
import { setSessionUser } from '../../auth/session'
import { sessionUser } from '../../test/fixtures'
import { renderPage } from '../../test/router'
import { startMockServer } from '../../test/server'
import { SignInCards } from '../SignInCards'
import { classSummary, referenceHandlers, signInCard } from '../testing'
import { ImportStudents } from './ImportStudents'

const server = startMockServer()
beforeEach(() => {
  setSessionUser(sessionUser({ user_role_id: 2, teacher_role_id: 1, school_id: 1 }))
  server.use(...referenceHandlers([classSummary(4, '5 Kingfisher Maths')]))
})
afterEach(() => {
  cleanup()
  queryClient.clear()
  setSessionUser(null)
})

function Page() {
  const [cards, setCards] = useState<SignInCard[]>([])
  return (
    <>
      <ImportStudents onCreated={setCards} />
      {cards.length ? <SignInCards cards={cards} /> : null}
    </>
  )
}

const row = (line: number, first: string, problems: string[] = []): ImportRow => ({
  line,
  first_name: first,
  last_name: 'Tan',
  academic_level_id: 5,
  class_id: 4,
  username: null,
  problems,
})

async function chooseFile(text: string) {
  const input = await screen.findByLabelText('CSV file')
  const file = new File([text], 'class.csv', { type: 'text/csv' })
  fireEvent.change(input, { target: { files: [file] } })
}

describe('importing children from a CSV file', () => {
  it('shows every row with its problems, and will not add any while one has a problem', async () => {
    const sent: unknown[] = []
    server.use(
      http.post('*/api/v1/teachers/students/import', async ({ request }) => {
        sent.push(await request.json())
        return HttpResponse.json({
          rows: [row(2, 'Mei'), row(3, 'Arjun', ['There is no level “P9”.'])],
          can_import: false,
          created: [],
        })
      }),
    )
    await renderPage(Page, { path: '/teacher/manage/students' })
    const csv = 'first_name,last_name,level\nMei,Tan,P5\nArjun,Tan,P9\n'
    await chooseFile(csv)
    expect(await screen.findByText('There is no level “P9”.')).toBeTruthy()
    expect(screen.getByText('Mei Tan')).toBeTruthy()
    expect(screen.getByText('1 of 2 rows need fixing')).toBeTruthy()
    expect((await screen.findAllByText('5 Kingfisher Maths')).length).toBeGreaterThan(0)
    const add = screen.getByRole('button', { name: 'Add 2 children' }) as HTMLButtonElement
    expect(add.disabled).toBe(true)
    expect(sent).toEqual([{ csv, dry_run: true }])
  })

  it('adds a clean file after the preview and shows the new sign-in cards', async () => {
    const sent: { dry_run: boolean }[] = []
    server.use(
      http.post('*/api/v1/teachers/students/import', async ({ request }) => {
        const body = (await request.json()) as { dry_run: boolean }
        sent.push(body)
        return HttpResponse.json({
          rows: [row(2, 'Mei'), row(3, 'Arjun')],
          can_import: true,
          created: body.dry_run
            ? []
            : [
                signInCard(31, 'Mei', 'Tan', { class_name: '5 Kingfisher Maths' }),
                signInCard(32, 'Arjun', 'Tan'),
              ],
        })
      }),
    )
    await renderPage(Page, { path: '/teacher/manage/students' })
    await chooseFile('first_name,last_name,level\nMei,Tan,P5\nArjun,Tan,P5\n')
    expect(await screen.findByText('Every row can be added')).toBeTruthy()
    const add = screen.getByRole('button', { name: 'Add 2 children' }) as HTMLButtonElement
    expect(add.disabled).toBe(false)
    fireEvent.click(add)
    const card = await screen.findByRole('article', { name: 'Sign-in card for Mei Tan' })
    expect(card.textContent).toContain('mei.tan')
    expect(card.textContent).toContain('lamp-river-31')
    expect(card.textContent).toContain('/login')
    expect(screen.getByRole('article', { name: 'Sign-in card for Arjun Tan' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Print 2 cards' })).toBeTruthy()
    await waitFor(() => expect(sent.map((b) => b.dry_run)).toEqual([true, false]))
  })

  it('says why a file cannot be read at all', async () => {
    server.use(
      http.post('*/api/v1/teachers/students/import', () =>
        HttpResponse.json(
          { message: 'The first line must name the columns first_name, last_name and level.' },
          { status: 400 },
        ),
      ),
    )
    await renderPage(Page, { path: '/teacher/manage/students' })
    await chooseFile('name\nMei\n')
    expect(await screen.findByText(/The first line must name the columns/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull()
  })
})
