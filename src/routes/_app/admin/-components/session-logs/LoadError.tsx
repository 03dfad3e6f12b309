import { loadErrorFor } from '../../../../-components/LoadError'

/** A failed read of recordings says why (the server's message), and offers to try again. */
export const LoadError = loadErrorFor('Recordings', 'The recordings could not be loaded')
