import { css } from '../../../../../../styled-system/css'

export { table, tableScroller } from '../../../../../ui/data-table'

/** Ids and state names: break only between words, so `recorder#1` stays whole. */
export const mono = css({ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'break-word' })
/** Recorded JSON has no spaces: it may break anywhere rather than widen the table. */
export const json = css({ fontFamily: 'mono', fontSize: 'xs', overflowWrap: 'anywhere', color: 'fg.muted' })
export const nowrap = css({ whiteSpace: 'nowrap' })
export const sectionTitle = css({ fontSize: 'xl', fontWeight: '750', mb: '3' })
export const muted = css({ color: 'fg.muted' })
