import { Link } from '@tanstack/react-router'
import { css } from '../../../../../styled-system/css'
import { button } from '../../../../../styled-system/recipes'
import { lead, pageTitle } from '../../../-components/styles'

export function MissingQuiz() {
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4', maxWidth: '40rem' })}>
      <h1 className={pageTitle}>We can’t find that worksheet</h1>
      <p className={lead}>
        It may have been removed, or the link is not quite right. Your library has all your worksheets.
      </p>
      <div>
        <Link to="/student/library" className={button()}>
          Go to my library
        </Link>
      </div>
    </div>
  )
}
