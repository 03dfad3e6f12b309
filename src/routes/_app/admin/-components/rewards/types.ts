import type { RewardsAdminEvent } from '../../../../../../machines/rewardsAdmin.machine'

export type Send = (event: RewardsAdminEvent) => void
