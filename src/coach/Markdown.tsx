import { RichText } from '../ui/rich-text/RichText'

/**
 * A chat message's text: paragraphs, lists, **bold**, `code` and maths ($\frac{3}{4}$ as MathML), rendered as React
 * elements, never as HTML (src/ui/rich-text), so nothing a model or a person writes can inject markup.
 */
export function ChatMarkdown({ text, className }: { text: string; className?: string }) {
  return <RichText text={text} className={className} />
}
