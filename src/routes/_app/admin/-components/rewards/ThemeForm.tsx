import { type FormEvent, useState } from 'react'
import { rewardsContract } from '../../../../../../contracts/rewards'
import { css } from '../../../../../../styled-system/css'
import type { AdminTheme } from '../../../../../api/admin-rewards'
import { TextareaField, TextField } from '../../../../../ui/Field'
import { PositionField } from './PositionField'

type Props = { formId: string; theme: AdminTheme | null; onSave: (body: unknown) => void }
type Errors = Partial<Record<'name' | 'description' | 'position', string>>

const schema = rewardsContract.adminCreateCollectibleTheme.body

/** A page of the sticker book: its name and a line that says what it is about. */
export function ThemeForm({ formId, theme, onSave }: Props) {
  const [name, setName] = useState(theme?.name ?? '')
  const [description, setDescription] = useState(theme?.description ?? '')
  const [position, setPosition] = useState(String(theme?.position ?? 0))
  const [errors, setErrors] = useState<Errors>({})

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = { name, description, position: position.trim() === '' ? 0 : Number(position) }
    const result = schema.safeParse(body)
    if (result.success) {
      setErrors({})
      onSave(body)
      return
    }
    const found: Errors = {}
    for (const issue of result.error.issues) found[String(issue.path[0]) as keyof Errors] ??= issue.message
    setErrors(found)
  }

  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      <TextField
        label="Name"
        required
        value={name}
        maxLength={60}
        error={errors.name}
        hint="The page title children see, such as “Under the sea”."
        onChange={(event) => setName(event.target.value)}
      />
      <TextareaField
        label="Description (optional)"
        rows={3}
        value={description}
        maxLength={300}
        error={errors.description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <PositionField
        label="Place in the book"
        hint="Lower numbers come first."
        value={position}
        error={errors.position}
        onChange={setPosition}
      />
    </form>
  )
}
