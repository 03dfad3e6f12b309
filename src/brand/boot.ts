import { USER_ROLE } from '../../contracts/constants'
import { getSessionUser, subscribeSession } from '../auth/session'
import { applyBrand, getBrand, isWhiteLabelHost } from './site'
import { applyStudentTheme } from './theme'

function syncStudentTheme(): void {
  const user = getSessionUser()
  applyStudentTheme(getBrand().branding.studentTheme && user?.user_role_id === USER_ROLE.STUDENT)
}

/** Paints the branding before the first render; a school's own domain fetches its white-label look. */
export function bootBrand(): void {
  applyBrand()
  syncStudentTheme()
  subscribeSession(syncStudentTheme)
  if (isWhiteLabelHost(location.hostname)) {
    void import('./white-label').then(({ startWhiteLabel }) => startWhiteLabel(location.hostname))
  }
}
