// @vitest-environment happy-dom
import { cleanup, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { QueryProvider } from '../../../../api/QueryProvider'
import { queryClient } from '../../../../api/queryClient'
import { setSessionUser } from '../../../../auth/session'
import { ONBOARDING_STORAGE_KEY } from '../../../../onboarding/storage'
import { useSendStoredOnboarding } from '../../../../onboarding/useSendStoredOnboarding'
import { sessionUser } from '../../../../test/fixtures'
import { renderPage } from '../../../../test/router'
import { startMockServer } from '../../../../test/server'
import { OnboardingPage } from './OnboardingPage'

const server = startMockServer()
afterEach(() => {
  cleanup()
  sessionStorage.clear()
  queryClient.clear()
  setSessionUser(null)
})

const price = {
  price_id: 'p',
  annual_price_id: null,
  currency: 'SGD',
  monthly_amount_cents: 2900,
  annual_amount_cents: null,
}
const course = (id: number, subject: string) => ({
  id,
  name: `P5 ${subject}`,
  subject_id: id,
  subject_name: subject,
  academic_level_id: 5,
  academic_level_name: 'P5',
  is_active: true,
  description: null,
  thumbnail_url: null,
  topic_count: 4,
  worksheet_count: 12,
  price,
})
const answers = {
  child_first_name: 'Mei',
  school_level: 'P5',
  subjects: ['Maths', 'Science'],
  goal: 'psle',
  practice_days: '3-4',
}

function serveCatalogue() {
  server.use(
    http.get('*/api/v1/courses/public', () =>
      HttpResponse.json({ courses: [course(1, 'Maths'), course(2, 'Science'), course(3, 'English')] }),
    ),
  )
}
const open = () => renderPage(OnboardingPage, { path: '/aiacademy/onboarding' })
const next = () => fireEvent.click(screen.getByRole('button', { name: /^(Next|See my plan)/ }))
const flowState = () =>
  document.querySelector('[data-flow="aiAcademyOnboarding"]')?.getAttribute('data-state')

async function answerEverything() {
  fireEvent.change(await screen.findByLabelText("Your child's first name"), { target: { value: 'Mei' } })
  fireEvent.click(screen.getByLabelText('P5'))
  next()
  fireEvent.click(await screen.findByLabelText(/^Maths/))
  fireEvent.click(screen.getByLabelText(/^Science/))
  next()
  fireEvent.click(await screen.findByLabelText(/Get ready for PSLE/))
  fireEvent.click(screen.getByLabelText('3–4 days a week'))
  next()
}

describe('the academy onboarding', () => {
  it('takes a visitor through the four steps to a plan priced from the catalogue', async () => {
    serveCatalogue()
    await open()
    expect(screen.getByText('Step 1 of 4')).toBeTruthy()
    await answerEverything()
    expect(await screen.findByRole('heading', { name: 'Your plan for Mei' })).toBeTruthy()
    const plan = screen.getByRole('region', { name: 'Full access for Mei' })
    expect(await within(plan).findByText('P5 Maths')).toBeTruthy()
    expect(within(plan).getAllByText('S$29/month')).toHaveLength(2)
    expect(within(plan).getByText('S$58/month')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Create my parent account' }).getAttribute('href')).toBe(
      '/academy/signup',
    )
    expect(screen.getByRole('link', { name: 'Start free with Lite' }).getAttribute('href')).toBe(
      '/academy/lite-signup',
    )
    expect(flowState()).toBe('readyToSignUp')
    expect(JSON.parse(sessionStorage.getItem(ONBOARDING_STORAGE_KEY) ?? '')).toEqual({ step: 4, answers })
  })

  it('will not go on without a required answer, and says which', async () => {
    await open()
    next()
    expect(await screen.findByText("Please enter your child's first name.")).toBeTruthy()
    expect(screen.getByText('Please choose a school level.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText("Your child's first name"), { target: { value: 'Mei' } })
    expect(screen.queryByText("Please enter your child's first name.")).toBeNull()
    fireEvent.click(screen.getByLabelText('P3'))
    next()
    await screen.findByRole('heading', { name: 'Subjects' })
    next()
    expect(await screen.findByText('Please choose at least one subject.')).toBeTruthy()
    expect(flowState()).toBe('subjects')
  })

  it('keeps the answers through a reload, on the step the parent was on', async () => {
    await open()
    fireEvent.change(await screen.findByLabelText("Your child's first name"), { target: { value: 'Mei' } })
    fireEvent.click(screen.getByLabelText('P5'))
    next()
    fireEvent.click(await screen.findByLabelText(/^English/))
    cleanup()
    await open()
    expect(await screen.findByRole('heading', { name: 'Subjects' })).toBeTruthy()
    expect((screen.getByLabelText(/^English/) as HTMLInputElement).checked).toBe(true)
    fireEvent.click(screen.getByRole('button', { name: 'Back' }))
    expect(((await screen.findByLabelText("Your child's first name")) as HTMLInputElement).value).toBe('Mei')
  })

  it("saves a signed-in parent's answers at once and shows what is next", async () => {
    setSessionUser(sessionUser({ user_role_id: 6 }))
    serveCatalogue()
    const posted: unknown[] = []
    server.use(
      http.post('*/api/v1/users/onboarding/aiacademy', async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json({
          email: 'pat@example.com',
          step: 4,
          is_completed: true,
          answers,
          updated_at: null,
        })
      }),
      http.get('*/api/v1/users/onboarding/aiacademy/parent', () =>
        HttpResponse.json({ children: [], has_subscription: false, next_step: 'add_child' }),
      ),
    )
    await open()
    await answerEverything()
    expect(await screen.findByRole('link', { name: 'Add Mei to your account' })).toBeTruthy()
    expect(posted).toEqual([{ step: 4, is_completed: true, answers }])
    expect(flowState()).toBe('saved')
    expect(sessionStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull()
  })

  it('lets a parent try again when saving fails', async () => {
    setSessionUser(sessionUser({ user_role_id: 6 }))
    sessionStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ step: 4, answers }))
    serveCatalogue()
    let calls = 0
    server.use(
      http.post('*/api/v1/users/onboarding/aiacademy', () => {
        calls += 1
        return calls === 1
          ? HttpResponse.json({ message: 'Lantern is busy. Please try again.' }, { status: 503 })
          : HttpResponse.json({ email: '', step: 4, is_completed: true, answers, updated_at: null })
      }),
      http.get('*/api/v1/users/onboarding/aiacademy/parent', () =>
        HttpResponse.json({ children: [], has_subscription: false, next_step: 'done' }),
      ),
    )
    await open()
    expect(await screen.findByText('Lantern is busy. Please try again.')).toBeTruthy()
    expect(sessionStorage.getItem(ONBOARDING_STORAGE_KEY)).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('link', { name: 'Go to my dashboard' })).toBeTruthy()
    expect(calls).toBe(2)
  })
})

describe('useSendStoredOnboarding', () => {
  const wrapper = QueryProvider

  it('sends the answers kept before sign-up once, then forgets them', async () => {
    setSessionUser(sessionUser({ user_role_id: 6 }))
    sessionStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ step: 4, answers }))
    const posted: unknown[] = []
    server.use(
      http.post('*/api/v1/users/onboarding/aiacademy', async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json({ email: '', step: 4, is_completed: true, answers, updated_at: null })
      }),
    )
    const { result, rerender } = renderHook(() => useSendStoredOnboarding(), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    rerender()
    expect(posted).toEqual([{ step: 4, is_completed: true, answers }])
    expect(sessionStorage.getItem(ONBOARDING_STORAGE_KEY)).toBeNull()
  })

  it('sends answers left part way as not completed yet', async () => {
    setSessionUser(sessionUser({ user_role_id: 6 }))
    const partial = { child_first_name: 'Mei', school_level: 'P5' }
    sessionStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ step: 2, answers: partial }))
    const posted: unknown[] = []
    server.use(
      http.post('*/api/v1/users/onboarding/aiacademy', async ({ request }) => {
        posted.push(await request.json())
        return HttpResponse.json({ email: '', step: 2, is_completed: false, answers, updated_at: null })
      }),
    )
    const { result } = renderHook(() => useSendStoredOnboarding(), { wrapper })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(posted).toEqual([
      { step: 2, is_completed: false, answers: { ...partial, subjects: [], goal: '', practice_days: '' } },
    ])
  })

  it('does nothing for a student, or without kept answers', async () => {
    setSessionUser(sessionUser({ user_role_id: 1 }))
    sessionStorage.setItem(ONBOARDING_STORAGE_KEY, JSON.stringify({ step: 4, answers }))
    const { result } = renderHook(() => useSendStoredOnboarding(), { wrapper })
    expect(result.current.isIdle).toBe(true)
    setSessionUser(sessionUser({ user_role_id: 6 }))
    sessionStorage.clear()
    const other = renderHook(() => useSendStoredOnboarding(), { wrapper })
    expect(other.result.current.isIdle).toBe(true)
  })
})
