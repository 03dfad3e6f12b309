import { eq } from 'drizzle-orm'
import type { WhiteLabel } from '../../../contracts/auth'
import type { AppContext } from '../../context'
import { schools, schoolWhiteLabels } from '../../db/schema'
import { notFound } from '../../errors'

export async function findWhiteLabel(ctx: AppContext, domain: string): Promise<WhiteLabel> {
  const host = domain.replace(/^https?:\/\//, '').replace(/[:/].*$/, '')
  const [row] = await ctx.db
    .select({ wl: schoolWhiteLabels, schoolName: schools.name })
    .from(schoolWhiteLabels)
    .innerJoin(schools, eq(schools.id, schoolWhiteLabels.schoolId))
    .where(eq(schoolWhiteLabels.domainName, host))
  if (!row?.wl) throw notFound('No white-label site is set up for this domain.')
  const { wl } = row
  return {
    school_id: wl.schoolId,
    school_name: row.schoolName,
    domain_name: wl.domainName,
    page_title: wl.pageTitle,
    primary: wl.primary,
    secondary1: wl.secondary1,
    secondary2: wl.secondary2,
    secondary3: wl.secondary3,
    accent1: wl.accent1,
    accent2: wl.accent2,
    accent3: wl.accent3,
    highlight1: wl.highlight1,
    highlight2: wl.highlight2,
    highlight3: wl.highlight3,
    logo: wl.logo,
    favicon: wl.favicon,
    mascot: wl.mascot,
    bookcover: wl.bookcover,
    thumbnail: wl.thumbnail,
    background: wl.background,
    login: wl.login,
    dashboard: wl.dashboard,
  }
}
