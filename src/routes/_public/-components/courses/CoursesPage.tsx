import { useSuspenseQuery } from '@tanstack/react-query'
import { css } from '../../../../../styled-system/css'
import { catalogueQueryOptions } from '../../../../api/catalog'
import { QueryProvider } from '../../../../api/QueryProvider'
import { lead, pageContainer, pageTitle } from '../../../-components/styles'
import { ChildChooser } from './ChildChooser'
import { byLevel } from './catalogue'
import { LevelSection } from './LevelSection'
import { useShopper } from './useShopper'

export function CoursesPage({ childId }: { childId?: number }) {
  return (
    <QueryProvider>
      <Catalogue childId={childId} />
    </QueryProvider>
  )
}

function Catalogue({ childId }: { childId?: number }) {
  const { data: courses } = useSuspenseQuery(catalogueQueryOptions())
  const shopper = useShopper(childId)
  const levels = byLevel(courses).filter((l) => shopper.levelId === null || l.levelId === shopper.levelId)
  const name = shopper.selected?.name
  return (
    <div className={pageContainer}>
      <h1 className={pageTitle}>
        {name && shopper.isParent
          ? `Subjects for ${name}`
          : shopper.role === 'student'
            ? 'Your subjects'
            : 'Our courses'}
      </h1>
      <p className={`${lead} ${css({ mt: '2', mb: '6' })}`}>
        Practice worksheets, notes and a friendly AI tutor for every PSLE subject. Pay monthly or save with a
        year, and cancel any time.
      </p>
      {shopper.isParent && shopper.children.data ? (
        <div className={css({ mb: '8' })}>
          <ChildChooser kids={shopper.children.data} selected={shopper.selected} />
        </div>
      ) : null}
      {levels.length === 0 ? (
        <p role="status">There are no courses for this level yet. Please check again soon.</p>
      ) : (
        <div className={css({ display: 'flex', flexDirection: 'column', gap: '10' })}>
          {levels.map((level) => (
            <LevelSection
              key={level.levelId}
              level={level}
              child={shopper.selected}
              subscribed={shopper.subscribed}
            />
          ))}
        </div>
      )}
    </div>
  )
}
