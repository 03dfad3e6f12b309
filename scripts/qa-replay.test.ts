import { describe, expect, it } from 'vitest'
import { findPlan } from '../e2e/qa-paths/plans'
import { parseReplayArgs } from './qa-replay'

describe('npm run qa:replay arguments', () => {
  it('reads a recorded session, with its options', () => {
    expect(parseReplayArgs(['--log', '12', '--open', '--quiet'])).toEqual({
      kind: 'log',
      source: '12',
      out: undefined,
      quiet: true,
      open: true,
    })
  })

  it('reads a QA path id, headed or not', () => {
    expect(parseReplayArgs(['quizSession:every-answer-saved-earlier:submit.completed', '--headed'])).toEqual({
      kind: 'path',
      id: 'quizSession:every-answer-saved-earlier:submit.completed',
      headed: true,
    })
  })

  it('refuses both forms at once, or neither, saying how to call it', () => {
    expect(() => parseReplayArgs(['--log', 'x.json', 'auth:at-start'])).toThrow(/Give either --log/)
    expect(() => parseReplayArgs([])).toThrow(/npm run qa:replay/)
  })
})

describe('QA path ids', () => {
  it('finds a committed plan by id and names the file when an id is unknown', () => {
    expect(findPlan('quizSession:fresh-timed-attempt:submit').path.steps[0].event.type).toBe('quiz.submit')
    expect(() => findPlan('quizSession:no-such-path')).toThrow('docs/machines/paths/quizSession.json')
  })
})
