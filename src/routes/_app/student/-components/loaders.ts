// Route loaders import the API on demand, so the client and the contract stay out of the first page's bundle.
export async function loadQuizzes() {
  const [{ queryClient }, { quizzesQueryOptions }] = await Promise.all([
    import('../../../../api/queryClient'),
    import('../../../../api/quiz'),
  ])
  await queryClient.ensureQueryData(quizzesQueryOptions())
}
