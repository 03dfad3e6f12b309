import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { messageOf } from '../../../../../api/errors'
import { redeemReferralCode, referralKeys, referredQueryOptions } from '../../../../../api/referral'
import { Alert } from '../../../../../ui/Alert'
import { Button } from '../../../../../ui/Button'
import { TextField } from '../../../../../ui/Field'

const STATUS = {
  pending: 'Your free month starts with your first subscription.',
  redeemed: 'Your free month is on: your next payment comes a month later.',
  rewarded: 'Your free month is on, and your friend got theirs.',
} as const

/** Joining with a friend's code, for a family that has not yet; or whose code it joined with. */
export function FriendCode() {
  const queryClient = useQueryClient()
  const { data } = useQuery(referredQueryOptions())
  const [code, setCode] = useState('')
  const redeem = useMutation({
    mutationFn: () => redeemReferralCode(code),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: referralKeys.all }),
  })
  if (!data) return null
  if (data.owner && data.redemption)
    return (
      <Alert
        status="success"
        title={`You joined with ${data.owner.first_name} ${data.owner.last_initial}.'s code`}
      >
        {STATUS[data.redemption.status]}
      </Alert>
    )
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (code.trim()) redeem.mutate()
  }
  return (
    <form
      onSubmit={submit}
      noValidate
      className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}
    >
      <TextField
        label="A friend's code"
        hint="Eight letters and numbers, like 7KQ3-M2XP. For families new to Lantern."
        value={code}
        onChange={(e) => setCode(e.target.value.toUpperCase())}
        error={redeem.error ? messageOf(redeem.error) : null}
        autoComplete="off"
        spellCheck={false}
      />
      <Button
        type="submit"
        variant="outline"
        loading={redeem.isPending}
        loadingText="Checking…"
        className={css({ alignSelf: 'flex-start' })}
      >
        Use this code
      </Button>
    </form>
  )
}
