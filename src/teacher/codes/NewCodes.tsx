import { css } from '../../../styled-system/css'
import type { ActivationCode } from '../../api/teachers'
import { Button } from '../../ui/Button'
import * as Card from '../../ui/Card'
import { dateOf } from '../format'
import { PrintButton } from '../PrintButton'

const redeemAddress = () => `${globalThis.location?.origin ?? ''}/academy/product-redemption`

/** The codes just made, and a sheet of slips to print and cut, one code each. */
export function NewCodes({ codes, onDone }: { codes: ActivationCode[]; onDone: () => void }) {
  return (
    <Card.Root as="section" aria-labelledby="new-codes-made-title">
      <Card.Header>
        <Card.Title id="new-codes-made-title">
          {codes.length} new {codes.length === 1 ? 'code' : 'codes'}
        </Card.Title>
      </Card.Header>
      <Card.Body className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
        <ul aria-label="New codes" className={list}>
          {codes.map((code) => (
            <li key={code.code} className={css({ fontFamily: 'mono', fontWeight: '700' })}>
              {code.code}
            </li>
          ))}
        </ul>
        <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
          <PrintButton label="Print the codes">
            <div className={sheet}>
              {codes.map((code) => (
                <Slip key={code.code} code={code} />
              ))}
            </div>
          </PrintButton>
          <Button variant="ghost" onClick={onDone}>
            Done
          </Button>
        </div>
      </Card.Body>
    </Card.Root>
  )
}

function Slip({ code }: { code: ActivationCode }) {
  return (
    <div className={slip}>
      <p className={css({ fontSize: '10pt' })}>Lantern activation code</p>
      <p className={css({ fontFamily: 'mono', fontSize: '15pt', fontWeight: '700' })}>{code.code}</p>
      <p className={css({ fontSize: '9pt' })}>Opens: {code.subject_names.join(', ')}</p>
      {code.expires_at ? (
        <p className={css({ fontSize: '9pt' })}>Use it by {dateOf(code.expires_at)}</p>
      ) : null}
      <p className={css({ fontSize: '9pt' })}>Sign in as a parent and enter it at {redeemAddress()}</p>
    </div>
  )
}

const list = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
  gap: '1',
  maxHeight: '16rem',
  overflowY: 'auto',
  listStyle: 'none',
})
/** Three across and seven down: twenty-one slips to an A4 page. */
const sheet = css({ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '3mm' })
const slip = css({
  p: '3mm',
  height: '34mm',
  overflow: 'hidden',
  border: '1px dashed #666',
  color: 'black',
  breakInside: 'avoid',
  overflowWrap: 'anywhere',
})
