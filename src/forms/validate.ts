import type { ZodType } from 'zod'
import type { FieldIssue } from '../api/errors'

export type FieldErrors = Partial<Record<string, string>>

/** Parses form values with a zod schema; the first message per field becomes that field's error. */
export function validate<T>(
  schema: ZodType<T>,
  values: unknown,
): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values)
  if (result.success) return { ok: true, data: result.data }
  const errors: FieldErrors = {}
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'form'
    errors[key] ??= issue.message
  }
  return { ok: false, errors }
}

/** Maps the server's `issues` onto form fields; `rename` translates API field names to form field names. */
export function issuesToErrors(issues: FieldIssue[], rename: Record<string, string> = {}): FieldErrors {
  const errors: FieldErrors = {}
  for (const { path, message } of issues) {
    const key = rename[path] ?? path
    errors[key] ??= message
  }
  return errors
}

/** Moves focus to the first invalid control so keyboard and screen-reader users land on the problem. */
export function focusFirstInvalid(form: HTMLFormElement | null): void {
  const invalid = form?.querySelector<HTMLElement>('[aria-invalid="true"]')
  invalid?.focus()
}
