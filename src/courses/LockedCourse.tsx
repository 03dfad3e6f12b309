import { Lock } from 'lucide-react'
import { css } from '../../styled-system/css'

type Props = {
  /** The course's name when known; otherwise the server's own words (403 `course_locked`) head the panel. */
  courseName?: string
  message?: string
  offerLite?: boolean
  headingLevel?: 2 | 3
}

/** A course the student may not use yet, with the ways to open it, in words a ten-year-old follows. */
export function LockedCourse({ courseName, message, offerLite = false, headingLevel = 2 }: Props) {
  const Heading = `h${headingLevel}` as const
  return (
    <section
      aria-label={courseName ? `${courseName} is locked` : 'This subject is locked'}
      className={css({
        display: 'flex',
        gap: '4',
        alignItems: 'flex-start',
        p: { base: '5', md: '6' },
        bg: 'bg.surface',
        borderWidth: '2px',
        borderStyle: 'dashed',
        borderColor: 'border.default',
        borderRadius: 'card',
      })}
    >
      <Lock
        aria-hidden="true"
        className={css({ flexShrink: 0, width: '8', height: '8', color: 'brand.accent' })}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        <Heading className={css({ fontWeight: '750', fontSize: 'lg' })}>
          {courseName ? `${courseName} is not unlocked yet` : (message ?? 'This subject is not unlocked yet')}
        </Heading>
        <p>Here is how to open it:</p>
        <ul
          className={css({ listStyle: 'disc', pl: '5', display: 'flex', flexDirection: 'column', gap: '1' })}
        >
          <li>Ask a grown-up to unlock it on their Lantern page.</li>
          <li>
            If you have an activation code, give it to a grown-up: they type it in on their Lantern page.
          </li>
          {offerLite ? (
            <li>A grown-up can turn on Lantern Lite for free: 3 worksheets in every subject.</li>
          ) : null}
          <li>Your teacher can add you to a class that uses it.</li>
        </ul>
      </div>
    </section>
  )
}
