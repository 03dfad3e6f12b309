import { Field as ArkField } from '@ark-ui/react/field'
import { Eye, EyeOff } from 'lucide-react'
import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react'
import { css } from '../../styled-system/css'
import { field } from '../../styled-system/recipes'
import { FieldFrame, useFieldIds } from './Field'

type Props = { label: ReactNode; error?: string | null; hint?: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type'
> & { ref?: Ref<HTMLInputElement> }

const toggle = css({
  position: 'absolute',
  insetEnd: '1.5',
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '2.5',
  py: '1.5',
  borderRadius: '8px',
  fontSize: 'sm',
  fontWeight: '650',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '& svg': { width: '4', height: '4' },
})

/** A password input with a Show/Hide button, so a child can check what they typed. */
export function PasswordField({ label, error, hint, ...input }: Props) {
  const [visible, setVisible] = useState(false)
  const { ids, describedBy } = useFieldIds(hint, error)
  return (
    <FieldFrame label={label} error={error} hint={hint} ids={ids}>
      <div className={css({ position: 'relative' })}>
        <ArkField.Input
          className={`${field().input} ${css({ pe: '24' })}`}
          type={visible ? 'text' : 'password'}
          aria-describedby={describedBy}
          {...input}
        />
        {/* Named by its text, not aria-label, so getByLabel('Password') finds only the input. */}
        <button type="button" className={toggle} aria-pressed={visible} onClick={() => setVisible((v) => !v)}>
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
          {visible ? 'Hide' : 'Show'}
          <span className={css({ srOnly: true })}> password</span>
        </button>
      </div>
    </FieldFrame>
  )
}
