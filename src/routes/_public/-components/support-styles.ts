import { css } from '../../../../styled-system/css'
/** The page's boxed sections: the contact form and recording for support. */
export const supportCard = css({
  mt: '14',
  p: { base: '5', md: '8' },
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
  boxShadow: 'card',
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
})
