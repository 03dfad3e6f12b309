import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { TEACHER_ROLE } from '../../../contracts/constants'
import { css } from '../../../styled-system/css'
import { link } from '../../../styled-system/recipes'
import { classesQueryOptions } from '../../api/teachers'
import { useSessionUser } from '../../auth/session'
import * as Card from '../../ui/Card'
import { SelectField } from '../SelectField'
import { ClassReport } from './ClassReport'
import { PeriodPicker } from './PeriodPicker'
import type { PeriodSearch } from './period'
import { ReportFrame } from './ReportFrame'

export type ClassReportSearch = PeriodSearch & { class?: number }

/** The teacher's home: how one of their classes did over a period (spec 7.8). */
export function ClassReportPage({
  search,
  onSearch,
}: {
  search: ClassReportSearch
  onSearch: (next: ClassReportSearch) => void
}) {
  const { data: classes } = useSuspenseQuery(classesQueryOptions())
  const owner = useSessionUser()?.teacher_role_id === TEACHER_ROLE.OWNER
  const klass = classes.find((c) => c.id === search.class) ?? classes[0]
  const { class: _, ...period } = search
  return (
    <ReportFrame
      title="Class reports"
      intro="How a class did over a period: topics, each child, the hardest questions and every assignment."
    >
      {!klass ? (
        <Card.Root>
          <Card.Body>
            <p className={css({ fontWeight: '700' })}>You have no classes yet</p>
            {owner ? (
              <p>
                <Link to="/teacher/manage/classes" className={link()}>
                  Make a class
                </Link>{' '}
                and add yourself and its children; its reports show here.
              </p>
            ) : (
              <p>Ask your school admin to add you to your classes; their reports show here.</p>
            )}
          </Card.Body>
        </Card.Root>
      ) : (
        <>
          <div
            className={css({
              display: 'grid',
              gridTemplateColumns: { base: '1fr', md: 'minmax(12rem, 20rem) 1fr' },
              gap: '3',
              alignItems: 'start',
            })}
          >
            <SelectField
              label="Class"
              value={String(klass.id)}
              placeholder="Choose a class"
              options={classes.map((c) => ({ value: String(c.id), label: c.name }))}
              onChange={(event) => {
                const id = Number(event.target.value)
                if (id) onSearch({ ...search, class: id })
              }}
            />
            <PeriodPicker value={period} onChange={(next) => onSearch({ ...next, class: search.class })} />
          </div>
          <ClassReport key={klass.id} klass={klass} search={period} />
        </>
      )}
    </ReportFrame>
  )
}
