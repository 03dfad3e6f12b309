import { type ChangeEvent, useId, useState } from 'react'
import { css, cx } from '../../../../../../styled-system/css'
import { field } from '../../../../../../styled-system/recipes'
import { svgToDataUrl } from './svg'

export type Artwork = { image: string; name: string }

type Props = {
  value: string
  gallery: Artwork[]
  error?: string
  onChange: (image: string) => void
}

const grid = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(4.5rem, 1fr))',
  gap: '2',
  maxHeight: '13rem',
  overflowY: 'auto',
  p: '1',
})
const choice = css({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '1',
  p: '1',
  borderWidth: '2px',
  borderColor: 'border.default',
  borderRadius: 'lg',
  cursor: 'pointer',
  fontSize: 'xs',
  textAlign: 'center',
  '&:has(input:checked)': { borderColor: 'brand.solid', bg: 'bg.subtle' },
  '&:has(input:focus-visible)': { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
})

/** The picture: one of Lantern's own drawn artworks, or an SVG the admin uploads (ADR 0060, ADR 0066). */
export function ImagePicker({ value, gallery, error, onChange }: Props) {
  const id = useId()
  const [uploadError, setUploadError] = useState<string | null>(null)
  const uploaded = value && !gallery.some((a) => a.image === value) ? value : null

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0]
    if (!file) return
    const result = svgToDataUrl(await file.text())
    if ('error' in result) setUploadError(result.error)
    else {
      setUploadError(null)
      onChange(result.url)
    }
  }

  const problem = uploadError ?? error
  return (
    <fieldset
      aria-describedby={problem ? `${id}-error` : undefined}
      className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}
    >
      <legend className={cx(field().label, css({ mb: '1' }))}>Picture</legend>
      <div className={grid}>
        {uploaded ? (
          <label className={choice}>
            <input
              type="radio"
              name={`${id}-art`}
              checked
              onChange={() => undefined}
              className={css({ srOnly: true })}
            />
            <img src={uploaded} alt="" className={css({ width: '12', height: '12' })} />
            Your upload
          </label>
        ) : null}
        {gallery.map((art) => (
          <label key={art.image} className={choice}>
            <input
              type="radio"
              name={`${id}-art`}
              checked={value === art.image}
              onChange={() => onChange(art.image)}
              className={css({ srOnly: true })}
            />
            <img src={art.image} alt="" className={css({ width: '12', height: '12' })} />
            {art.name}
          </label>
        ))}
      </div>
      <label htmlFor={`${id}-file`} className={css({ fontSize: 'sm', fontWeight: '650', mt: '1' })}>
        Or upload an SVG (at most 20,000 characters, no scripts)
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".svg,image/svg+xml"
        onChange={upload}
        className={css({ fontSize: 'sm' })}
      />
      {problem ? (
        <p id={`${id}-error`} className={field().errorText} aria-live="polite">
          {problem}
        </p>
      ) : null}
    </fieldset>
  )
}
