import { USER_ROLE } from '../../contracts/constants'
import { getSessionUser, subscribeSession } from '../auth/session'
import { applyBrand, descriptionOf, getBrand, isWhiteLabelHost, pageTitleOf } from './site'
import { applyStudentTheme } from './theme'

function syncStudentTheme(): void {
  const user = getSessionUser()
  applyStudentTheme(getBrand().branding.studentTheme && user?.user_role_id === USER_ROLE.STUDENT)
}

/** index.html names Lantern; until the router titles the page, the tab and previews say this branding's name. */
function nameThePage(): void {
  const brand = getBrand()
  document.title = pageTitleOf(brand)
  document.querySelector('meta[name="description"]')?.setAttribute('content', descriptionOf(brand))
}

/** Paints the branding before the first render; a school's own domain fetches its white-label look. */
export function bootBrand(): void {
  applyBrand()
  nameThePage()
  syncStudentTheme()
  subscribeSession(syncStudentTheme)
  if (isWhiteLabelHost(location.hostname)) {
    void import('./white-label').then(({ startWhiteLabel }) => startWhiteLabel(location.hostname))
  }
}
