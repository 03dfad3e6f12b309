import { useMachine } from '@xstate/react'
import { useState } from 'react'
import { fromPromise } from 'xstate'
import type { LessonSource } from '../../../machines/lessonEditor.draft'
import {
  type LessonEditorInput,
  lessonEditorMachine,
  type SavedLesson,
  type SaveLessonRequest,
} from '../../../machines/lessonEditor.machine'
import { createLesson, updateLesson, useInvalidateLessons } from '../../api/lessons'
import { observe } from '../../devtools/observe'

/** POST a new lesson or PATCH the one being changed: the editor machine's `save`. */
export async function saveLesson({ lessonId, body }: SaveLessonRequest): Promise<SavedLesson> {
  return lessonId === null ? createLesson(body) : updateLesson(lessonId, body)
}

/**
 * The lesson editor machine for one page: it lives and ends with the page. `onSaved` runs once the server has
 * the lesson, after the lesson lists are marked out of date.
 */
export function useLessonEditor({
  lesson,
  start,
  onSaved,
}: {
  lesson: LessonSource | null
  start?: Omit<LessonEditorInput, 'lesson'>
  onSaved: (lesson: SavedLesson, wasNew: boolean) => void
}) {
  const refresh = useInvalidateLessons()
  const [logic] = useState(() =>
    lessonEditorMachine.provide({
      actors: { save: fromPromise(({ input }) => saveLesson(input)) },
      actions: {
        saved: (_, saved) => {
          void refresh()
          onSaved(saved, lesson === null)
        },
      },
    }),
  )
  return useMachine(logic, { input: { ...start, lesson }, inspect: observe })
}

export type EditorSnapshot = ReturnType<typeof useLessonEditor>[0]
export type EditorSend = ReturnType<typeof useLessonEditor>[1]
