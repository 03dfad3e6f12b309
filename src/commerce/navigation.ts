/**
 * Goes to a page of this app through the router (no reload), or to another site (a card checkout on Stripe).
 * The router is imported on demand: it imports every route, and some routes import the cart.
 */
export function goTo(href: string) {
  const url = new URL(href, location.origin)
  if (url.origin !== location.origin) {
    location.assign(url.toString())
    return
  }
  void import('../router').then(({ router }) =>
    router.navigate({ href: `${url.pathname}${url.search}${url.hash}` }),
  )
}
