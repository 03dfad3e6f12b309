import { loadErrorFor } from '../../../../-components/LoadError'

/** The page could not read its first list of parents: the server's reason, and a way to try again. */
export const LoadError = loadErrorFor('Subscriptions', 'The parents could not be loaded')
