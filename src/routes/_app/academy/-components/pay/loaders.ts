// The loader imports the API on demand, so the client and the contract stay out of the first page's bundle.
export async function loadLocalCheckout(sessionId: string) {
  const [{ queryClient }, { localCheckoutQueryOptions }] = await Promise.all([
    import('../../../../../api/queryClient'),
    import('../../../../../api/catalog'),
  ])
  await queryClient.ensureQueryData(localCheckoutQueryOptions(sessionId))
}
