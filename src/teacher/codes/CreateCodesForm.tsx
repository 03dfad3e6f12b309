import { useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { z } from 'zod'
import { css } from '../../../styled-system/css'
import { ApiError, messageOf } from '../../api/errors'
import { type ActivationCode, schoolCoursesQueryOptions, useCreateCodes } from '../../api/teachers'
import { useForm } from '../../forms/useForm'
import { issuesToErrors, validate } from '../../forms/validate'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/Field'
import { CoursePicker } from './CoursePicker'

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date())
const whole = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, message)

const CodesFormSchema = z.object({
  count: whole(1, 200, 'Make between 1 and 200 codes at a time.'),
  expires_at: z
    .string()
    .refine(
      (v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && v >= today()),
      'Choose today or a later day.',
    ),
  access_days: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 730), {
      message: 'Use 1 to 730 days, or leave it empty.',
    }),
})

/** New codes for courses of the school: how many, the last day to use them and how long access lasts. */
export function CreateCodesForm({ onCreated }: { onCreated: (codes: ActivationCode[]) => void }) {
  const { data: courses } = useSuspenseQuery(schoolCoursesQueryOptions())
  const [chosen, setChosen] = useState<number[]>([])
  const form = useForm({ count: '10', expires_at: '', access_days: '' })
  const create = useCreateCodes()

  function submit(event: React.FormEvent) {
    event.preventDefault()
    const result = validate(CodesFormSchema, form.values)
    const errors = result.ok ? {} : result.errors
    if (chosen.length === 0) errors.course_ids = 'Choose at least one course.'
    else if (chosen.length > 12) errors.course_ids = 'Choose at most 12 courses for one code.'
    if (!result.ok || errors.course_ids) return form.setErrors(errors)
    const { count, expires_at, access_days } = result.data
    create.mutate(
      {
        course_ids: chosen,
        count: Number(count),
        expires_at: expires_at || undefined,
        access_days: access_days ? Number(access_days) : undefined,
      },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (error instanceof ApiError && error.issues.length) form.setErrors(issuesToErrors(error.issues))
        },
      },
    )
  }

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-labelledby="new-codes-title" className={stack}>
      <h2 id="new-codes-title" className={css({ fontSize: 'xl', fontWeight: '750' })}>
        Make codes
      </h2>
      {create.error ? <Alert status="danger">{messageOf(create.error)}</Alert> : null}
      <CoursePicker
        courses={courses}
        chosen={chosen}
        error={form.errors.course_ids}
        onChange={(ids) => {
          setChosen(ids)
          if (form.errors.course_ids) form.setErrors({ ...form.errors, course_ids: undefined })
        }}
      />
      <div
        className={css({
          display: 'grid',
          gap: '4',
          gridTemplateColumns: { base: '1fr', md: 'repeat(3, 1fr)' },
        })}
      >
        <TextField
          label="How many codes"
          type="number"
          inputMode="numeric"
          min={1}
          max={200}
          {...form.field('count')}
        />
        <TextField
          label="Last day to use them (optional)"
          type="date"
          min={today()}
          hint="Empty: they never run out."
          {...form.field('expires_at')}
        />
        <TextField
          label="Days of access (optional)"
          type="number"
          inputMode="numeric"
          min={1}
          max={730}
          hint="Empty: access does not end."
          {...form.field('access_days')}
        />
      </div>
      <div>
        <Button type="submit" loading={create.isPending} loadingText="Making the codes…">
          Make codes
        </Button>
      </div>
    </form>
  )
}

const stack = css({ display: 'flex', flexDirection: 'column', gap: '4' })
