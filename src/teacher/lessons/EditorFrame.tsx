import type { ReactNode } from 'react'
import { dataState } from '../../../machines/dataState'
import { css } from '../../../styled-system/css'
import { Alert } from '../../ui/Alert'
import { SectionFrame } from '../SectionFrame'
import type { EditorSend, EditorSnapshot } from './EditorFlow'

const LESSONS = {
  label: 'Lessons',
  pages: [
    { to: '/teacher/lessons', label: 'Lessons' },
    { to: '/teacher/lessons/manage', label: 'Make a lesson' },
  ],
} as const

/** The lesson editing pages: the links to the lessons, then the page's title and what it is for. */
export function EditorFrame(props: { title: string; intro: ReactNode; children: ReactNode }) {
  return <SectionFrame nav={LESSONS} {...props} />
}

/** Said before the form when the lesson is a colleague's or Lantern's: the server would refuse to save it. */
export function NotYours({ noun }: { noun: 'lesson' | 'topic booster' }) {
  return (
    <Alert status="warning">
      This {noun} is not yours to change: saving will be refused. Duplicate it from the lessons page to make
      your own copy.
    </Alert>
  )
}

/** The form both editing pages drive the lesson editor machine with; submitting saves. */
export function EditorForm(props: {
  snapshot: EditorSnapshot
  send: EditorSend
  maxWidth: string
  children: ReactNode
}) {
  return (
    <form
      noValidate
      data-flow="lessonEditor"
      data-state={dataState(props.snapshot.value)}
      className={css({ display: 'grid', gap: '6', maxWidth: props.maxWidth })}
      onSubmit={(e) => {
        e.preventDefault()
        props.send({ type: 'lesson.save' })
      }}
    >
      {props.children}
    </form>
  )
}
