import type { CartChild } from '../../../../../machines/cart.machine'
import { css } from '../../../../../styled-system/css'
import { CourseCard } from './CourseCard'
import type { LevelGroup } from './catalogue'

const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: '4',
})

const LEVEL_NAMES: Record<string, string> = {
  P1: 'Primary 1',
  P2: 'Primary 2',
  P3: 'Primary 3',
  P4: 'Primary 4',
  P5: 'Primary 5',
  P6: 'Primary 6',
}

export function LevelSection({
  level,
  child,
  subscribed,
}: {
  level: LevelGroup
  child: CartChild | null
  subscribed: Set<number>
}) {
  const id = `level-${level.levelId}`
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className={css({ fontSize: '2xl', fontWeight: '800', mb: '4' })}>
        {LEVEL_NAMES[level.levelName] ?? level.levelName}{' '}
        <span className={css({ color: 'fg.muted', fontWeight: '600', fontSize: 'lg' })}>
          ({level.levelName})
        </span>
      </h2>
      <div className={grid}>
        {level.courses.map((course) => (
          <CourseCard key={course.id} course={course} child={child} subscribed={subscribed.has(course.id)} />
        ))}
      </div>
    </section>
  )
}
