import { readFileSync } from 'node:fs'
import { chartFiles, DOCS_DIR, README } from '../machines/graph/docs'
import { writeGenerated } from './machines-docs'

// A chart starts with the marker chartDocument writes; hand-written pages beside them are left alone.
const isChart = (name: string) =>
  name.endsWith('.md') &&
  name !== 'README.md' &&
  readFileSync(`${DOCS_DIR}/${name}`, 'utf8').startsWith('<!-- Generated from')

writeGenerated(chartFiles(readFileSync(README, 'utf8')), DOCS_DIR, isChart)
