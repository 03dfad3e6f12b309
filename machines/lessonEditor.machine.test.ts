import { describe, expect, it } from 'vitest'
import { type AnyEventObject, createActor, fromPromise, type SnapshotFrom } from 'xstate'
import { LESSON_TYPE } from '../contracts/constants'
import { modelPaths, modelStarts } from './graph/model'
import { bodyOf, draftErrorsOf, ERRORS, emptyDraft } from './lessonEditor.draft'
import {
  lessonEditorMachine,
  type SavedLesson,
  type SaveLessonRequest,
  selectDraft,
  selectDraftErrors,
  selectSaveError,
} from './lessonEditor.machine'
import { fractionsLesson, lessonEditorModel } from './lessonEditor.model'
import { promiseDouble } from './testing/doubles'
import { flush, pathName, replayPath } from './testing/replay'

type Snapshot = SnapshotFrom<typeof lessonEditorMachine>

/** ADR 0056 and the lesson pages, as effects: what each event must cause. */
const rules: Array<{
  spec: string
  applies: (e: AnyEventObject, before: Snapshot) => boolean
  effects: string[]
}> = [
  {
    spec: 'editing: lesson.save with a title, a course, an item and titled sections → saving (POST or PATCH /lessons)',
    applies: (e, before) =>
      e.type === 'lesson.save' &&
      before.matches('editing') &&
      Object.keys(draftErrorsOf(before.context.draft, before.context.lessonId === null)).length === 0,
    effects: ['save'],
  },
  {
    spec: 'failed: lesson.retry → saving',
    applies: (e) => e.type === 'lesson.retry',
    effects: ['save'],
  },
  {
    spec: 'saving → saved: the page refreshes the lesson lists and moves on',
    applies: (e) => e.type === 'xstate.done.actor.save',
    effects: ['saved'],
  },
]
const expectedEffects = (event: AnyEventObject, before: Snapshot) =>
  rules.filter((rule) => rule.applies(event, before)).flatMap((rule) => rule.effects)

describe.each(modelStarts(lessonEditorModel))('lessonEditorMachine starting with %s', (start) => {
  const input = lessonEditorModel.inputs[start]
  it.each(modelPaths(lessonEditorModel, start).map((path) => [pathName(path), path] as const))(
    '%s',
    (_, path) => {
      const save = promiseDouble<unknown, SaveLessonRequest>('save')
      return replayPath(path, {
        model: lessonEditorModel,
        input,
        actors: { save },
        actions: (effect) => ({ saved: () => effect('saved') }),
        rules: expectedEffects,
        everyStep: ({ real }) => {
          if (save.isRunning)
            expect(save.inputs.at(-1)).toEqual({
              lessonId: 'lesson' in input ? (input.lesson?.id ?? null) : null,
              body: bodyOf(real.context.draft),
            })
        },
        states: {
          editing: ({ real }) => {
            const { errors, checked, draft, lessonId } = real.context
            // Problems show only after a save found some, and then always the ones that remain.
            expect(errors).toEqual(checked ? draftErrorsOf(draft, lessonId === null) : {})
          },
          saving: ({ real }) => {
            expect(selectSaveError(real)).toBeNull()
            expect(draftErrorsOf(real.context.draft, real.context.lessonId === null)).toEqual({})
          },
          failed: ({ real, event }) => expect(selectSaveError(real)).toBe(event.error.message),
          saved: ({ real, event }) => {
            expect(real.status).toBe('done')
            expect(real.output).toEqual(event.output)
            expect(real.context.dirty).toBe(false)
          },
        },
      })
    },
  )
})

describe('what stops a lesson from being saved (ADR 0056)', () => {
  it('names each problem in words a teacher can act on', () => {
    expect(draftErrorsOf(emptyDraft())).toEqual({
      title: ERRORS.title,
      course: ERRORS.course,
      lesson: ERRORS.lesson,
    })
    const draft = {
      ...emptyDraft(LESSON_TYPE.LESSON, 41),
      title: '  ',
      sections: [
        { key: 's1', title: 'Fractions', topicId: null, items: [] },
        { key: 's2', title: ' ', topicId: null, items: [] },
      ],
    }
    expect(draftErrorsOf(draft)).toEqual({
      title: ERRORS.title,
      lesson: ERRORS.lesson,
      sections: { s2: ERRORS.sectionTitle },
    })
  })

  it('lets a new topic booster be saved before its topics are chosen, but not a saved one left empty', () => {
    const booster = { ...emptyDraft(LESSON_TYPE.TOPIC_BOOSTER, 41), title: 'Fractions booster' }
    expect(draftErrorsOf(booster, true)).toEqual({})
    expect(draftErrorsOf(booster, false)).toEqual({ lesson: ERRORS.topics })
  })
})

const start = (input = {}) => createActor(lessonEditorMachine, { input }).start()

describe('lessonEditorMachine', () => {
  it('opens a saved lesson as its draft, keyed in order, and sends it back whole', () => {
    const actor = start({ lesson: fractionsLesson })
    const draft = selectDraft(actor.getSnapshot())
    expect(draft.sections.map((s) => [s.key, s.items.map((i) => i.key)])).toEqual([
      ['s1', ['i2', 'i3']],
      ['s4', ['i5']],
    ])
    expect(bodyOf(draft)).toEqual({
      title: fractionsLesson.title,
      lesson_type_id: fractionsLesson.lesson_type_id,
      course_id: fractionsLesson.course_id,
      is_psle_hub: false,
      sections: fractionsLesson.sections,
    })
  })

  it('moves sections and items, not past either end', () => {
    const actor = start({ lesson: fractionsLesson })
    actor.send({ type: 'lesson.moveSection', key: 's1', by: -1 })
    actor.send({ type: 'lesson.moveSection', key: 's1', by: 1 })
    actor.send({ type: 'lesson.moveItem', sectionKey: 's1', key: 'i3', by: -1 })
    const { sections } = selectDraft(actor.getSnapshot())
    expect(sections.map((s) => s.key)).toEqual(['s4', 's1'])
    expect(sections[1].items.map((i) => i.key)).toEqual(['i3', 'i2'])
  })

  it('takes each topic once in a topic booster, and each worksheet once in a section', () => {
    const actor = start({ lessonTypeId: LESSON_TYPE.TOPIC_BOOSTER, courseId: 41 })
    actor.send({ type: 'lesson.addSection', title: 'Fractions', topicId: 8 })
    actor.send({ type: 'lesson.addSection', title: 'Fractions', topicId: 8 })
    const item = { itemTypeId: 1 as const, title: 'Fractions 1', worksheetId: 31 }
    actor.send({ type: 'lesson.addItem', sectionKey: 's1', item })
    actor.send({ type: 'lesson.addItem', sectionKey: 's1', item })
    const { sections } = selectDraft(actor.getSnapshot())
    expect(sections).toHaveLength(1)
    expect(sections[0]).toMatchObject({ title: 'Fractions', topicId: 8 })
    expect(sections[0].items).toHaveLength(1)
  })

  it('empties the sections of another course, keeping their titles', () => {
    const actor = start({
      lesson: { ...fractionsLesson, sections: [{ ...fractionsLesson.sections[0], topic_id: 8 }] },
    })
    actor.send({ type: 'lesson.setCourse', courseId: 41 })
    expect(selectDraft(actor.getSnapshot()).sections[0].items).toHaveLength(2)
    actor.send({ type: 'lesson.setCourse', courseId: 42 })
    expect(selectDraft(actor.getSnapshot()).sections).toEqual([
      { key: 's1', title: 'Adding fractions', topicId: null, items: [] },
    ])
  })

  it('shows the problems on save, clears each as it is put right, and keeps the server reason on failure', async () => {
    const sent: SaveLessonRequest[] = []
    const machine = lessonEditorMachine.provide({
      actors: {
        save: fromPromise<SavedLesson, SaveLessonRequest>(async ({ input }) => {
          sent.push(input)
          throw { status: 400, message: 'Give every item a title.' }
        }),
      },
    })
    const actor = createActor(machine, { input: {} }).start()
    actor.send({ type: 'lesson.save' })
    expect(selectDraftErrors(actor.getSnapshot()).title).toBe(ERRORS.title)
    actor.send({ type: 'lesson.setTitle', title: 'Fractions week' })
    expect(selectDraftErrors(actor.getSnapshot()).title).toBeUndefined()
    actor.send({ type: 'lesson.setCourse', courseId: 41 })
    actor.send({ type: 'lesson.addSection', title: 'Adding' })
    actor.send({
      type: 'lesson.addItem',
      sectionKey: 's1',
      item: { itemTypeId: 2, title: 'Notes', contentId: 51 },
    })
    expect(selectDraftErrors(actor.getSnapshot())).toEqual({})
    actor.send({ type: 'lesson.save' })
    await flush()
    expect(sent[0].lessonId).toBeNull()
    expect(sent[0].body.sections[0].items).toEqual([
      { item_type_id: 2, title: 'Notes', worksheet_id: null, content_id: 51 },
    ])
    expect(actor.getSnapshot().value).toBe('failed')
    expect(selectSaveError(actor.getSnapshot())).toBe('Give every item a title.')
    actor.send({ type: 'lesson.edit' })
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.dirty).toBe(true)
  })
})
