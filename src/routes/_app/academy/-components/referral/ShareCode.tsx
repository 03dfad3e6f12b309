import { Check, Copy, Mail, MessageCircle } from 'lucide-react'
import { useState } from 'react'
import { css } from '../../../../../../styled-system/css'
import { Button, ButtonAnchor } from '../../../../../ui/Button'

type Props = { code: string; shareUrl: string }

const codeBox = css({
  fontFamily: 'mono',
  fontSize: { base: '2xl', md: '3xl' },
  fontWeight: '800',
  letterSpacing: '0.12em',
  px: '5',
  py: '3',
  borderRadius: 'control',
  bg: 'bg.subtle',
  border: '2px dashed',
  borderColor: 'border.control',
  width: 'fit-content',
})

const MESSAGE = 'We use Lantern for PSLE practice at home. Join with my link and your second month is free:'

/** The code, big enough to read out, with ways to pass it on that need no account anywhere. */
export function ShareCode({ code, shareUrl }: Props) {
  const [copied, setCopied] = useState<'code' | 'link' | null>(null)
  const copy = async (what: 'code' | 'link') => {
    await navigator.clipboard.writeText(what === 'code' ? code : shareUrl)
    setCopied(what)
    setTimeout(() => setCopied(null), 2500)
  }
  const text = `${MESSAGE} ${shareUrl}`
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <p className={codeBox}>
        <span className={css({ srOnly: true })}>Your code: </span>
        {code}
      </p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}>
        <Button variant="outline" onClick={() => copy('code')}>
          {copied === 'code' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied === 'code' ? 'Code copied' : 'Copy code'}
        </Button>
        <Button variant="outline" onClick={() => copy('link')}>
          {copied === 'link' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied === 'link' ? 'Link copied' : 'Copy invite link'}
        </Button>
        <ButtonAnchor
          variant="outline"
          href={`mailto:?subject=${encodeURIComponent('Try Lantern with us')}&body=${encodeURIComponent(text)}`}
        >
          <Mail aria-hidden="true" /> Email it
        </ButtonAnchor>
        <ButtonAnchor
          variant="outline"
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
        >
          <MessageCircle aria-hidden="true" /> WhatsApp
        </ButtonAnchor>
      </div>
      <p aria-live="polite" className={css({ srOnly: true })}>
        {copied ? `${copied === 'code' ? 'Code' : 'Link'} copied` : ''}
      </p>
    </div>
  )
}
