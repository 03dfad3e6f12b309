import { Accordion as ArkAccordion } from '@ark-ui/react/accordion'
import { ChevronDown } from 'lucide-react'
import type { ReactNode } from 'react'
import { accordion } from '../../styled-system/recipes'

type Item = { id: string; title: ReactNode; content: ReactNode }

export function Accordion({ items, headingLevel = 3 }: { items: Item[]; headingLevel?: 2 | 3 | 4 }) {
  const classes = accordion()
  const Heading = `h${headingLevel}` as const
  return (
    <ArkAccordion.Root multiple collapsible className={classes.root}>
      {items.map((item) => (
        <ArkAccordion.Item key={item.id} value={item.id} className={classes.item}>
          <Heading>
            <ArkAccordion.ItemTrigger className={classes.itemTrigger}>
              {item.title}
              <ArkAccordion.ItemIndicator className={classes.itemIndicator}>
                <ChevronDown aria-hidden="true" />
              </ArkAccordion.ItemIndicator>
            </ArkAccordion.ItemTrigger>
          </Heading>
          <ArkAccordion.ItemContent className={classes.itemContent}>{item.content}</ArkAccordion.ItemContent>
        </ArkAccordion.Item>
      ))}
    </ArkAccordion.Root>
  )
}
