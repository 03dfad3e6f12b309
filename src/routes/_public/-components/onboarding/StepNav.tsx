import { ArrowLeft, ArrowRight } from 'lucide-react'
import { css } from '../../../../../styled-system/css'
import { Button } from '../../../../ui/Button'

const bar = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: '3',
  pt: '2',
  borderTopWidth: '1px',
  borderColor: 'border.default',
})

/** Back and Next under a step; Next submits the step's form, so Enter works too. The summary has only Back. */
export function StepNav({
  step,
  canGoBack,
  onBack,
}: {
  step: number
  canGoBack: boolean
  onBack: () => void
}) {
  const hasBack = step > 1 && canGoBack
  if (!hasBack && step === 4) return null
  return (
    <div className={bar}>
      {hasBack ? (
        <Button
          variant="ghost"
          onClick={onBack}
          className={css({ px: { base: '2 !important', sm: '4 !important' } })}
        >
          <ArrowLeft aria-hidden="true" />
          Back
        </Button>
      ) : (
        <span />
      )}
      {step < 4 ? (
        <Button type="submit" size="lg" className={css({ px: { base: '5 !important', sm: '7 !important' } })}>
          {step === 3 ? 'See my plan' : 'Next'}
          <ArrowRight aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  )
}
