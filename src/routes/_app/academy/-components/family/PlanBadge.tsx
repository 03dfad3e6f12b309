import { css } from '../../../../../../styled-system/css'

const pill = css({
  display: 'inline-flex',
  alignItems: 'center',
  px: '3',
  py: '1',
  borderRadius: 'full',
  fontSize: 'sm',
  fontWeight: '700',
  whiteSpace: 'nowrap',
})

/** Lite, Premium (with how many subjects) or nothing unlocked yet. */
export function PlanBadge({ lite, subjects }: { lite: boolean; subjects: number }) {
  if (subjects > 0)
    return (
      <span className={`${pill} ${css({ bg: 'success.bg', color: 'success.fg' })}`}>
        {subjects} {subjects === 1 ? 'subject' : 'subjects'} unlocked
      </span>
    )
  if (lite)
    return (
      <span className={`${pill} ${css({ bg: 'warning.bg', color: 'warning.fg' })}`}>Lantern Lite (free)</span>
    )
  return <span className={`${pill} ${css({ bg: 'bg.subtle', color: 'fg.muted' })}`}>No subjects yet</span>
}
