import { execFileSync } from 'node:child_process'
import { PLANS_DIR, planFiles } from '../machines/graph/docs'
import { writeGenerated } from './machines-docs'

const written = writeGenerated(planFiles(), PLANS_DIR, (name) => name.endsWith('.json'))
// In the repository's own JSON layout, so that `npm run lint` passes on them.
if (written.length) execFileSync('npx', ['biome', 'format', '--write', ...written], { stdio: 'inherit' })
