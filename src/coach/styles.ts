import { css } from '../../styled-system/css'

export const chatRoot = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  minWidth: 0,
  width: '100%',
})
export const messageColumn = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  listStyle: 'none',
  p: '0',
  m: '0',
  minWidth: 0,
})
const bubbleBase = {
  // Holds its screen-reader-only labels, which would otherwise stretch the page below a scrolled chat.
  position: 'relative',
  maxWidth: { base: '92%', md: '80%' },
  px: '4',
  py: '3',
  borderRadius: 'xl',
  borderWidth: '1px',
  minWidth: 0,
  overflowWrap: 'anywhere',
} as const
export const studentBubble = css({
  ...bubbleBase,
  alignSelf: 'flex-end',
  bg: 'brand.solid',
  color: 'brand.contrast',
  borderColor: 'transparent',
  borderBottomRightRadius: 'sm',
})
export const coachBubble = css({
  ...bubbleBase,
  alignSelf: 'flex-start',
  bg: 'bg.surface',
  borderColor: 'border.default',
  borderBottomLeftRadius: 'sm',
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
})
export const bubbleMeta = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '2',
  fontSize: 'sm',
  color: 'fg.muted',
})
export const iconButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '9',
  height: '9',
  borderRadius: 'md',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle', color: 'fg.default' },
  '&[aria-pressed=true]': { color: 'brand.solid', bg: 'bg.subtle' },
  _disabled: { opacity: 0.5, cursor: 'not-allowed' },
  '& svg': { width: '4.5', height: '4.5' },
})
export const composerBox = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  borderWidth: '1px',
  borderColor: 'border.control',
  borderRadius: 'xl',
  bg: 'bg.surface',
  p: '2',
  _focusWithin: { outline: '3px solid token(colors.focusRing)', outlineOffset: '2px' },
})
export const composerInput = css({
  width: '100%',
  resize: 'vertical',
  minHeight: '12',
  maxHeight: '60',
  px: '2',
  py: '1.5',
  bg: 'transparent',
  outline: 'none',
  // The box around it shows the focus; a second ring inside it would be noise.
  _focusVisible: { outline: 'none' },
  fontSize: 'md',
  lineHeight: '1.5',
})
export const rowBetween = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '2',
})
export const suggestionChip = css({
  textAlign: 'left',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  borderWidth: '1px',
  borderColor: 'border.control',
  bg: 'bg.surface',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.subtle' },
})
export const mutedText = css({ color: 'fg.muted', fontSize: 'sm' })
