import { useQuery } from '@tanstack/react-query'
import { Download } from 'lucide-react'
import { useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { childrenQueryOptions } from '../../../../../api/children'
import { messageOf } from '../../../../../api/errors'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import * as Card from '../../../../../ui/Card'
import { DeleteChildDialog } from './DeleteChildDialog'
import { downloadFile } from './download'

type Props = { childId: number }

/** A parent's rights over a child's data: download everything, or delete the account (ADR 0030). */
export function ChildDataPanel({ childId }: Props) {
  const { data: children } = useQuery(childrenQueryOptions())
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState<'json' | 'html' | null>(null)
  const child = children?.find((c) => c.id === childId)
  if (!child) return null
  const download = async (format: 'json' | 'html') => {
    setBusy(format)
    setError(null)
    try {
      await downloadFile(`/api/v1/users/children/${childId}/export?format=${format}`, `lantern-data.${format}`)
    } catch (failure) {
      setError(messageOf(failure))
    } finally {
      setBusy(null)
    }
  }
  return (
    <Card.Root as="section" aria-labelledby="child-data-title">
      <Card.Header>
        <Card.Title id="child-data-title">{child.first_name}’s data</Card.Title>
        <Card.Description>
          Download everything Lantern stores about {child.first_name}: the account, every attempt and answer
          with its marks, XP, unlocked subjects and subscriptions. Passwords are never included.
        </Card.Description>
      </Card.Header>
      <Card.Body
        className={css({
          display: 'flex',
          flexDirection: { base: 'column', sm: 'row' },
          flexWrap: 'wrap',
          gap: '3',
          alignItems: { base: 'stretch', sm: 'center' },
        })}
      >
        <Button variant="outline" onClick={() => download('html')} disabled={busy !== null}>
          <Download aria-hidden="true" /> {busy === 'html' ? 'Preparing…' : 'Download as a page (HTML)'}
        </Button>
        <Button variant="outline" onClick={() => download('json')} disabled={busy !== null}>
          <Download aria-hidden="true" /> {busy === 'json' ? 'Preparing…' : 'Download as data (JSON)'}
        </Button>
        <DeleteChildDialog child={child} />
      </Card.Body>
      {error ? (
        <Card.Footer>
          <Alert status="danger">{error}</Alert>
        </Card.Footer>
      ) : null}
    </Card.Root>
  )
}
