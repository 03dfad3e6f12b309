import { useQuery } from '@tanstack/react-query'
import { Sparkles, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { css } from '../../styled-system/css'
import { premiumNudgeQueryOptions } from '../api/lite'
import { useSessionUser } from '../auth/session'

/** When the nudge was last shown on this device; the server shows it at most once in three days (ADR 0028). */
export const NUDGE_SHOWN_KEY = 'premium_nudge_shown_at'

/** A Lite student's gentle note about unlocking a subject, when the server says now is the moment. */
export function PremiumNudge() {
  const user = useSessionUser()
  const [lastShown] = useState(() => localStorage.getItem(NUDGE_SHOWN_KEY))
  const [dismissed, setDismissed] = useState(false)
  const { data } = useQuery({ ...premiumNudgeQueryOptions(lastShown), enabled: Boolean(user?.is_free_tier) })
  const show = Boolean(data?.should_nudge && data.message) && !dismissed

  useEffect(() => {
    if (show) localStorage.setItem(NUDGE_SHOWN_KEY, new Date().toISOString())
  }, [show])

  if (!show || !data?.message) return null
  return (
    <aside
      aria-label="A note from Lantern"
      className={css({
        display: 'flex',
        gap: '3',
        alignItems: 'flex-start',
        p: '4',
        bg: 'info.bg',
        borderWidth: '1px',
        borderColor: 'info.border',
        borderRadius: 'card',
        color: 'fg.default',
      })}
    >
      <Sparkles aria-hidden="true" className={css({ flexShrink: 0, color: 'info.fg', mt: '0.5' })} />
      <p className={css({ flex: '1' })}>{data.message}</p>
      <button
        type="button"
        onClick={() => setDismissed(true)}
        aria-label="Close this note"
        className={css({
          flexShrink: 0,
          p: '1',
          borderRadius: 'control',
          cursor: 'pointer',
          _hover: { bg: 'bg.subtle' },
          _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' },
        })}
      >
        <X aria-hidden="true" />
      </button>
    </aside>
  )
}
