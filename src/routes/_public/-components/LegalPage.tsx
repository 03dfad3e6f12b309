import { Info } from 'lucide-react'
import { css } from '../../../../styled-system/css'
import type { Block, LegalDocument } from '../../../content/types'

const tocLink = css({
  display: 'block',
  py: '1',
  color: 'fg.muted',
  textDecoration: 'none',
  _hover: { color: 'fg.default', textDecoration: 'underline' },
})

function BlockView({ block }: { block: Block }) {
  switch (block.kind) {
    case 'p':
      return <p>{block.text}</p>
    case 'list':
      return (
        <ul
          className={css({
            listStyle: 'disc',
            ps: '6',
            display: 'flex',
            flexDirection: 'column',
            gap: '1.5',
          })}
        >
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )
    case 'note':
      return (
        <p
          className={css({
            bg: 'bg.subtle',
            borderRadius: 'control',
            p: '4',
            borderStartWidth: '4px',
            borderColor: 'brand.accent',
          })}
        >
          {block.text}
        </p>
      )
  }
}

/** A terms or privacy document: summary first, a table of contents, then every section. */
export function LegalPage({ document: doc }: { document: LegalDocument }) {
  return (
    <div
      className={css({
        maxWidth: '72rem',
        mx: 'auto',
        px: { base: '4', md: '6' },
        py: { base: '8', md: '14' },
        display: 'grid',
        gap: { base: '8', lg: '12' },
        gridTemplateColumns: { base: '1fr', lg: '16rem 1fr' },
        alignItems: 'start',
      })}
    >
      <nav
        aria-labelledby="toc-title"
        className={css({ position: { lg: 'sticky' }, top: '6', order: { base: 1, lg: 0 }, fontSize: 'sm' })}
      >
        <h2 id="toc-title" className={css({ fontSize: 'md', fontWeight: '700', mb: '2' })}>
          On this page
        </h2>
        <ol className={css({ listStyle: 'none' })}>
          {doc.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className={tocLink}>
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <article className={css({ maxWidth: '46rem', order: { base: 0, lg: 1 } })}>
        <h1 className={css({ fontSize: '3xl', fontWeight: '800' })}>{doc.title}</h1>
        <p className={css({ color: 'fg.muted', mt: '2' })}>Last updated {doc.updated}</p>
        <div
          className={css({
            display: 'flex',
            gap: '3',
            mt: '6',
            p: '5',
            bg: 'bg.surface',
            borderWidth: '1px',
            borderColor: 'border.default',
            borderRadius: 'card',
          })}
        >
          <Info aria-hidden="true" className={css({ flexShrink: 0, mt: '1', color: 'brand.accent' })} />
          <div>
            <p className={css({ fontWeight: '700' })}>In short</p>
            <p>{doc.summary}</p>
          </div>
        </div>
        {doc.sections.map((section) => (
          <section
            key={section.id}
            aria-labelledby={section.id}
            className={css({
              mt: '10',
              display: 'flex',
              flexDirection: 'column',
              gap: '3',
              scrollMarginTop: '6',
            })}
          >
            <h2 id={section.id} className={css({ fontSize: 'xl', fontWeight: '750', scrollMarginTop: '6' })}>
              {section.heading}
            </h2>
            {section.blocks.map((block, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: blocks are static text in a fixed order
              <BlockView key={index} block={block} />
            ))}
          </section>
        ))}
      </article>
    </div>
  )
}
