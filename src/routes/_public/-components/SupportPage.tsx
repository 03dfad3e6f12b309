import { Mail } from 'lucide-react'
import { css } from '../../../../styled-system/css'
import { support } from '../../../content/support'
import { Accordion } from '../../../ui/Accordion'
import { ContactForm } from './ContactForm'
import { SupportRecording } from './SupportRecording'
import { supportCard } from './support-styles'

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-')

export function SupportPage() {
  const { contact } = support
  return (
    <div
      className={css({
        maxWidth: '52rem',
        mx: 'auto',
        px: { base: '4', md: '6' },
        py: { base: '8', md: '14' },
      })}
    >
      <h1 className={css({ fontSize: '3xl', fontWeight: '800' })}>{support.title}</h1>
      <p className={css({ fontSize: 'lg', color: 'fg.muted', mt: '3' })}>{support.intro}</p>

      {support.faqs.map((group) => (
        <section key={group.topic} aria-labelledby={`faq-${slug(group.topic)}`} className={css({ mt: '10' })}>
          <h2 id={`faq-${slug(group.topic)}`} className={css({ fontSize: 'xl', fontWeight: '750', mb: '1' })}>
            {group.topic}
          </h2>
          <Accordion
            items={group.items.map((item) => ({
              id: slug(item.question),
              title: item.question,
              content: <p>{item.answer}</p>,
            }))}
          />
        </section>
      ))}

      <section aria-labelledby="contact-title" className={supportCard}>
        <h2 id="contact-title" className={css({ fontSize: 'xl', fontWeight: '750' })}>
          {contact.heading}
        </h2>
        <p>{contact.text}</p>
        <p className={css({ display: 'flex', gap: '2', alignItems: 'center', fontWeight: '650' })}>
          <Mail aria-hidden="true" />
          <a
            href={`mailto:${contact.email}`}
            className={css({ textDecoration: 'underline', textUnderlineOffset: '3px' })}
          >
            {contact.email}
          </a>
        </p>
        <p className={css({ color: 'fg.muted' })}>{contact.responseTime}</p>
        <h3 className={css({ fontSize: 'lg', fontWeight: '700', mt: '2' })}>Or send us a message here</h3>
        <ContactForm supportEmail={contact.email} />
      </section>

      <SupportRecording />
    </div>
  )
}
