import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { rewardsContract } from '../../../../../../contracts/rewards'
import { css } from '../../../../../../styled-system/css'
import { type AdminReward, rewardSubjectsQueryOptions } from '../../../../../api/admin-rewards'
import { SelectField } from '../../../../../teacher/SelectField'
import { Alert } from '../../../../../ui/Alert'
import { TextField } from '../../../../../ui/Field'
import { type Artwork, ImagePicker } from './ImagePicker'
import { PositionField } from './PositionField'
import { RuleFields } from './RuleFields'
import { ruleDraftOf, ruleOf } from './rule'

type Props = {
  formId: string
  reward: AdminReward | null
  gallery: Artwork[]
  onSave: (body: unknown) => void
}
type Errors = Partial<Record<'name' | 'image' | 'alt' | 'rule' | 'subject_id' | 'position', string>>

const schema = rewardsContract.adminCreateBadge.body

/** Checks the form with the contract's own rules, so it names each problem beside its field before saving. */
function errorsOf(body: unknown): Errors {
  const result = schema.safeParse(body)
  if (result.success) return {}
  const errors: Errors = {}
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]) as keyof Errors
    const message = key === 'rule' && issue.code === 'invalid_type' ? 'Enter a whole number.' : issue.message
    errors[key] ??= message === 'Required' ? 'Enter a whole number.' : message
  }
  return errors
}

/** A badge or sticker: its name, picture, description for screen readers, and what earns it. */
export function RewardForm({ formId, reward, gallery, onSave }: Props) {
  const subjects = useQuery(rewardSubjectsQueryOptions()).data ?? []
  const [name, setName] = useState(reward?.name ?? '')
  const [image, setImage] = useState(reward?.image ?? gallery[0]?.image ?? '')
  const [alt, setAlt] = useState(reward?.alt ?? '')
  const [subjectId, setSubjectId] = useState(reward?.subject_id ? String(reward.subject_id) : '')
  const [rule, setRule] = useState(ruleDraftOf(reward?.rule))
  const [position, setPosition] = useState(String(reward?.position ?? 0))
  // From the first try to save, each change says at once which problems remain.
  const [checked, setChecked] = useState(false)

  const body = () => ({
    name,
    image,
    alt,
    subject_id: subjectId ? Number(subjectId) : null,
    rule: ruleOf(rule),
    position: position.trim() === '' ? 0 : Number(position),
  })
  const errors: Errors = checked ? errorsOf(body()) : {}

  function submit(event: FormEvent) {
    event.preventDefault()
    setChecked(true)
    if (Object.keys(errorsOf(body())).length === 0) onSave(body())
  }

  const count = Object.keys(errors).length
  return (
    <form
      id={formId}
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}
    >
      {count > 0 ? (
        <Alert status="danger">
          {count === 1 ? 'One thing to fix' : `${count} things to fix`} before saving: see the fields marked
          below.
        </Alert>
      ) : null}
      <TextField
        label="Name"
        required
        value={name}
        maxLength={60}
        error={errors.name}
        hint="What children read, such as “Bookworm”."
        onChange={(event) => setName(event.target.value)}
      />
      <ImagePicker value={image} gallery={gallery} error={errors.image} onChange={setImage} />
      <TextField
        label="Describe the picture"
        required
        value={alt}
        maxLength={200}
        error={errors.alt}
        hint="Read aloud to children who use a screen reader, such as “An owl reading a book”."
        onChange={(event) => setAlt(event.target.value)}
      />
      <RuleFields value={rule} subjects={subjects} error={errors.rule} onChange={setRule} />
      <SelectField
        label="Subject it belongs to (optional)"
        value={subjectId}
        placeholder="No subject"
        error={errors.subject_id}
        options={subjects.map((s) => ({ value: String(s.id), label: s.name }))}
        onChange={(event) => setSubjectId(event.target.value)}
      />
      <PositionField
        label="Place in the list"
        hint="Lower numbers come first; equal numbers keep the order they were added in."
        value={position}
        error={errors.position}
        onChange={setPosition}
      />
    </form>
  )
}
