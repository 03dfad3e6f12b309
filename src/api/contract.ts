// The whole API contract; it only loads with the pages that call the API, never with the first page.
export { contract } from '../../contracts/index'
