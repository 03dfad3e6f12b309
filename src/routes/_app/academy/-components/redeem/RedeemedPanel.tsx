import type { RedeemedCode } from '../../../../../../machines/activation.machine'
import { css } from '../../../../../../styled-system/css'
import { Alert } from '../../../../../ui/Alert'
import { Button, ButtonLink } from '../../../../../ui/Button'
import { CourseList } from './CourseList'
import { listText } from './format'

type Props = { redeemed: RedeemedCode; childName: string; opened: number[]; onAnother: () => void }

/** Done: what the child can use now, and where to go next. */
export function RedeemedPanel({ redeemed, childName, opened, onAnother }: Props) {
  const now = redeemed.courses.filter((c) => opened.includes(c.course_id))
  const shown = now.length ? now : redeemed.courses
  return (
    <section
      aria-labelledby="redeemed-title"
      className={css({ display: 'flex', flexDirection: 'column', gap: '5' })}
    >
      <Alert status="success" title={<span id="redeemed-title">Unlocked for {childName}!</span>}>
        {listText(shown.map((c) => c.subject_name))} {shown.length === 1 ? 'is' : 'are'} now open for{' '}
        {childName}: every worksheet, with no hearts needed. {childName} can find{' '}
        {shown.length === 1 ? 'it' : 'them'} in their library straight away.
      </Alert>
      <CourseList courses={redeemed.courses} label={`Subjects unlocked by codes for ${childName}`} />
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <ButtonLink to="/academy/dashboard">Back to my family</ButtonLink>
        <Button variant="outline" onClick={onAnother}>
          Use another code
        </Button>
      </div>
    </section>
  )
}
