import { css } from '../../../styled-system/css'
import { useSaveDraft } from '../../api/worksheet-generation'
import type { WorksheetDetail } from '../../api/worksheets'
import { Alert } from '../../ui/Alert'
import { Button } from '../../ui/Button'

/** A draft (a generated worksheet) is checked, then saved: its new questions join the school's bank with it. */
export function SaveDraft({ worksheet }: { worksheet: WorksheetDetail }) {
  const save = useSaveDraft(worksheet.id)
  return (
    <Alert status="info" title="Draft: check it, then save it">
      <p>
        Read each question and its answer; edit or remove what is not right. Saving it keeps it in your
        library and adds its new questions to your school’s bank.
      </p>
      <div className={css({ mt: '2' })}>
        <Button
          size="sm"
          loading={save.isPending}
          loadingText="Saving…"
          onClick={() => save.mutate(worksheet.title)}
        >
          Save worksheet
        </Button>
      </div>
      {save.error ? (
        <p className={css({ color: 'fg.error', mt: '2' })}>{String((save.error as Error).message)}</p>
      ) : null}
    </Alert>
  )
}
