import type { AttachedFile, DocumentKind } from '../../../machines/worksheetGeneration.machine'
import { css } from '../../../styled-system/css'
import { Button } from '../../ui/Button'

const KINDS: { kind: DocumentKind; label: string; hint: string }[] = [
  { kind: 'curriculum', label: 'Curriculum to follow', hint: 'A scheme of work or learning outcomes' },
  { kind: 'source', label: 'Material to draw on', hint: 'A chapter, notes or past questions' },
]
const ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

type Props = {
  attached: Record<DocumentKind, AttachedFile[]>
  onAttach: (kind: DocumentKind, files: File[]) => void
  onDetach: (kind: DocumentKind, name: string) => void
}

const size = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`

/** PDF or Word documents the generator reads (their text only), up to five of each kind. */
export function DocumentPicker({ attached, onAttach, onDetach }: Props) {
  return (
    <div className={css({ display: 'grid', gap: '4', gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' } })}>
      {KINDS.map(({ kind, label, hint }) => (
        <div key={kind} className={css({ display: 'grid', gap: '2', alignContent: 'start' })}>
          <label className={css({ fontWeight: '600' })}>
            {label} (optional)
            <span className={css({ display: 'block', fontSize: 'sm', color: 'fg.muted', fontWeight: '400' })}>
              {hint}; PDF or Word, up to 5
            </span>
            <input
              type="file"
              multiple
              accept={ACCEPT}
              className={css({ mt: '2', fontSize: 'sm', maxWidth: '100%' })}
              onChange={(event) => {
                const chosen = [...(event.target.files ?? [])]
                if (chosen.length) onAttach(kind, chosen)
                event.target.value = ''
              }}
            />
          </label>
          {attached[kind].length ? (
            <ul className={css({ display: 'grid', gap: '1', fontSize: 'sm' })}>
              {attached[kind].map((file) => (
                <li key={file.name} className={css({ display: 'flex', gap: '2', alignItems: 'center' })}>
                  <span className={css({ overflowWrap: 'anywhere' })}>
                    {file.name} ({size(file.size)})
                  </span>
                  <Button variant="ghost" size="sm" onClick={() => onDetach(kind, file.name)}>
                    Remove<span className={css({ srOnly: true })}> {file.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ))}
    </div>
  )
}
