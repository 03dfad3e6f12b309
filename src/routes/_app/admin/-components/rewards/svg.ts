import { unsafeSvgMarkup } from '../../../../../../contracts/rewards'

/** The longest image the server takes (contracts/rewards.ts RewardImageSchema). */
export const MAX_IMAGE_CHARS = 20_000

/** An uploaded SVG as the data URL the server stores, or why it cannot be used (the server checks it again). */
export function svgToDataUrl(text: string): { url: string } | { error: string } {
  const markup = text.trim()
  if (!/<svg[\s>]/i.test(markup)) return { error: 'This file is not an SVG picture. Choose a .svg file.' }
  if (unsafeSvgMarkup(markup))
    return {
      error:
        'This SVG has a script, an event handler or a link to another file. Export it again as a plain SVG.',
    }
  const url = `data:image/svg+xml,${encodeURIComponent(markup)}`
  if (url.length > MAX_IMAGE_CHARS)
    return {
      error: `This SVG is too large: ${url.length.toLocaleString('en')} characters once stored, and the most is ${MAX_IMAGE_CHARS.toLocaleString('en')}. Simplify it or export it optimised.`,
    }
  return { url }
}
