import { type FormEvent, useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { Button } from '../../../../../ui/Button'
import { TextField } from '../../../../../ui/Field'
import { codeProblem, normalizeCode } from './format'

type Props = {
  initialCode?: string
  submitLabel?: string
  busy?: boolean
  onSubmit: (code: string) => void
}

/** One field for an activation code, checked for shape before anything is sent. */
export function CodeForm({ initialCode = '', submitLabel = 'Check code', busy = false, onSubmit }: Props) {
  const [value, setValue] = useState(initialCode)
  const [error, setError] = useState<string | null>(null)

  function submit(event: FormEvent) {
    event.preventDefault()
    const code = normalizeCode(value)
    const problem = codeProblem(code)
    setError(problem)
    if (!problem) onSubmit(code)
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '28rem' })}
    >
      <TextField
        label="Activation code"
        hint="Letters, numbers and dashes, like DEMO-P4-MATHS. Capital letters are not needed."
        required
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        value={value}
        error={error}
        onChange={(event) => {
          setValue(event.target.value)
          setError(null)
        }}
      />
      <div>
        <Button type="submit" loading={busy} loadingText="Checking…">
          {submitLabel}
        </Button>
      </div>
    </form>
  )
}
