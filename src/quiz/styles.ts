import { css } from '../../styled-system/css'

/** Buttons with long labels wrap on narrow screens instead of pushing the page sideways. */
export const wrappingButton = css({
  whiteSpace: 'normal',
  textAlign: 'start',
  height: 'auto',
  minHeight: '9',
  py: '1.5',
})
