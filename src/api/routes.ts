// The API's routes as the browser's client needs them (ADR 0069): each route's method, path and request body
// type, in the contract's shape, without its zod schemas. Building every schema of the whole contract cost a
// slow phone ~0.2 s of main thread before a signed-in page's first render; the client never validates with them
// (`validateResponse: false`), and the types still come from the contract (`typeof contract`).
// `routes.gen.ts` is written from contracts/index.ts by `renderRouteTable` (vite.config.ts at every build and
// dev start; routes.test.ts fails when it is stale).

export type RouteEntry = { method: string; path: string; contentType?: string }
export type RouteTable = { [key: string]: RouteEntry | RouteTable }

type ContractNode = { [key: string]: unknown }
const isRoute = (node: ContractNode) => 'method' in node && 'path' in node

/** The route table of a ts-rest router: its namespaces and routes in order, each route without schemas. */
export function routeTable(router: ContractNode): RouteTable {
  const table: RouteTable = {}
  for (const [key, value] of Object.entries(router)) {
    const node = value as ContractNode
    if (!isRoute(node)) {
      table[key] = routeTable(node)
      continue
    }
    const entry: RouteEntry = { method: String(node.method), path: String(node.path) }
    if (typeof node.contentType === 'string') entry.contentType = node.contentType
    table[key] = entry
  }
  return table
}

const quote = (text: string) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
const keyOf = (key: string) => (/^[A-Za-z_$][\w$]*$/.test(key) ? key : quote(key))

const isEntry = (value: RouteEntry | RouteTable): value is RouteEntry =>
  typeof value.method === 'string' && typeof value.path === 'string'

function render(table: RouteTable, indent: string): string[] {
  return Object.entries(table).flatMap(([key, entry]) => {
    if (!isEntry(entry)) return [`${indent}${keyOf(key)}: {`, ...render(entry, `${indent}  `), `${indent}},`]
    const fields = [`method: ${quote(entry.method)}`, `path: ${quote(entry.path)}`]
    if (entry.contentType) fields.push(`contentType: ${quote(entry.contentType)}`)
    const line = `${indent}${keyOf(key)}: { ${fields.join(', ')} },`
    // Biome's line width (biome.json): a longer route is written one field a line, as its formatter would.
    if (line.length <= 110) return [line]
    return [`${indent}${keyOf(key)}: {`, ...fields.map((f) => `${indent}  ${f},`), `${indent}},`]
  })
}

/** The source of routes.gen.ts for `router` (the whole contract), formatted as Biome formats it. */
export function renderRouteTable(router: ContractNode): string {
  return [
    '// Generated from contracts/index.ts by src/api/routes.ts (vite.config.ts writes it); do not edit.',
    "import type { RouteTable } from './routes'",
    '',
    'export const apiRoutes: RouteTable = {',
    ...render(routeTable(router), '  '),
    '}',
    '',
  ].join('\n')
}
