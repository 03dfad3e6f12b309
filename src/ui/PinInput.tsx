import { PinInput as ArkPinInput } from '@ark-ui/react/pin-input'
import type { ComponentProps } from 'react'
import { pinInput } from '../../styled-system/recipes'

type Props = Omit<ComponentProps<typeof ArkPinInput.Root>, 'children'> & { label: string; length?: number }

/** One box per digit, each named "Digit n of m"; the visible label names the whole code. */
export function PinInput({ label, length = 6, ...props }: Props) {
  const classes = pinInput()
  return (
    <ArkPinInput.Root
      className={classes.root}
      otp
      type="numeric"
      translations={{ inputLabel: (index, total) => `Digit ${index + 1} of ${total}` }}
      {...props}
    >
      <ArkPinInput.Label className={classes.label}>{label}</ArkPinInput.Label>
      <ArkPinInput.Control className={classes.control}>
        {Array.from({ length }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, not items
          <ArkPinInput.Input key={index} index={index} className={classes.input} />
        ))}
      </ArkPinInput.Control>
      <ArkPinInput.HiddenInput />
    </ArkPinInput.Root>
  )
}
