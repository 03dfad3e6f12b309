import type { EventFromLogic } from 'xstate'
import type { WhiteLabel } from '../contracts/auth'
import { doneEvent, errorEvent } from './graph/events'
import { defineModel } from './graph/model'
import { whiteLabelMachine } from './whiteLabel.machine'

export const whiteLabelDomain = 'rivervale.lantern.sg'
export const schoolBranding = {
  school_id: 3,
  school_name: 'Rivervale Primary',
  domain_name: whiteLabelDomain,
  primary: '#0b3d91',
} as WhiteLabel

type WhiteLabelEvent = EventFromLogic<typeof whiteLabelMachine>

export const whiteLabelModel = defineModel({
  machine: whiteLabelMachine,
  inputs: { 'a school domain': { domain: whiteLabelDomain } },
  events: () => [
    doneEvent<WhiteLabelEvent>('fetchWhiteLabel', schoolBranding),
    doneEvent<WhiteLabelEvent>('fetchWhiteLabel', null),
    errorEvent<WhiteLabelEvent>('fetchWhiteLabel', { message: 'Failed to fetch' }),
    errorEvent<WhiteLabelEvent>('fetchWhiteLabel', 'offline'),
    { type: 'whiteLabel.retry' as const },
  ],
  sees: {
    loading: 'The built-in branding while the school’s colours load',
    applied: "The school's own colours, logo and page title",
    builtIn: 'The built-in branding: the domain has no school branding',
    failed: 'The built-in branding; the error is kept for the log',
  },
  words: { guards: { hasConfig: 'if the domain has a school branding' } },
})
