// The loader imports the API on demand, so the client and the contract stay out of the first page's bundle.
export async function loadCatalogue() {
  const [{ queryClient }, { catalogueQueryOptions }] = await Promise.all([
    import('../../../../api/queryClient'),
    import('../../../../api/catalog'),
  ])
  await queryClient.ensureQueryData(catalogueQueryOptions())
}
