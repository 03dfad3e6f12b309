import { css } from '../../styled-system/css'

/** Buttons with long labels wrap on narrow screens instead of pushing the page sideways. */
export const wrappingButton = css({
  whiteSpace: 'normal',
  textAlign: 'start',
  height: 'auto',
  minHeight: '9',
  py: '1.5',
})

/** The quiz's title block and the panel one question sits in, shared by answering and review. */
export const quizHeader = css({ display: 'flex', flexDirection: 'column', gap: '3' })
export const quizTitle = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: '800' })
export const questionPanel = css({
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
  p: { base: '4', md: '8' },
})
