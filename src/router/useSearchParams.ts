import { useRouterState } from '@tanstack/react-router'

/** The current search parameters as strings (see router/search.ts), without per-route schemas. */
export function useSearchParams(): Readonly<Record<string, string | undefined>> {
  return useRouterState({ select: (state) => state.location.search as Record<string, string | undefined> })
}
