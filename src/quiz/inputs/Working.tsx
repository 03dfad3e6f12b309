import { Camera, X } from 'lucide-react'
import { useId, useState } from 'react'
import { css } from '../../../styled-system/css'
import { field } from '../../../styled-system/recipes'
import { Button } from '../../ui/Button'
import { TextareaField } from '../../ui/Field'
import { useAttachments } from '../session'

const PHOTO_MAX_BYTES = 5 * 1024 * 1024

type Props = { methodAnswer: string; onMethodAnswer: (value: string) => void; disabled?: boolean }

/** "Show your working": written steps for this question, and one photo of working for the worksheet. */
export function Working({ methodAnswer, onMethodAnswer, disabled }: Props) {
  const { photo, setPhoto } = useAttachments()
  const [photoError, setPhotoError] = useState<string | null>(null)
  const inputId = useId()

  function pick(file: File | undefined) {
    if (!file) return
    if (!file.type.startsWith('image/')) return setPhotoError('Choose a photo (a picture file).')
    if (file.size > PHOTO_MAX_BYTES) return setPhotoError('That photo is too big. Choose one under 5 MB.')
    setPhotoError(null)
    setPhoto(file)
  }

  return (
    <details
      open={methodAnswer !== '' || undefined}
      className={css({ borderTopWidth: '1px', borderColor: 'border.default', pt: '4' })}
    >
      <summary className={css({ fontWeight: '700', cursor: 'pointer', width: 'fit-content' })}>
        Show your working (optional)
      </summary>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', mt: '3' })}>
        <TextareaField
          label="Your working"
          hint="Write the steps you took. Your teacher and the marker can see how you thought."
          value={methodAnswer}
          onChange={(e) => onMethodAnswer(e.target.value)}
          disabled={disabled}
        />
        <div className={field().root}>
          <label htmlFor={inputId} className={field().label}>
            Photo of your working (optional)
          </label>
          <p className={field().helperText}>One photo for the whole worksheet, sent when you submit.</p>
          <input
            id={inputId}
            type="file"
            accept="image/*"
            capture="environment"
            disabled={disabled}
            onChange={(e) => pick(e.target.files?.[0])}
            className={css({ fontSize: 'sm', maxWidth: '100%' })}
          />
          {photoError ? (
            <p role="alert" className={field().errorText}>
              {photoError}
            </p>
          ) : null}
          {photo ? (
            <p className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' })}>
              <Camera aria-hidden="true" />
              <span>Photo added: {photo.name}</span>
              <Button variant="ghost" size="sm" onClick={() => setPhoto(null)} disabled={disabled}>
                <X aria-hidden="true" />
                Remove photo
              </Button>
            </p>
          ) : null}
        </div>
      </div>
    </details>
  )
}
