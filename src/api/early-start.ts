// Imported first by main.tsx, so a signed-in page's data and the code every signed-in page needs are asked for
// before React, the router and the rest of the entry run (ADR 0068).
import { getSessionUser } from '../auth/session'
import { startPageData } from './early'

const user = getSessionUser()
startPageData(location.pathname, user)
// The route guard's rules, with the signed-in area's libraries, API client and contract (one chunk group each,
// vite.config.ts): downloaded while the entry runs, instead of once the router asks for them. The router's own
// import (router/guard.ts) gets the same module.
if (user) void import('../../machines/route-guard').catch(() => {})
