// Route loaders import the API on demand, so the client and the contract stay out of the first page's bundle.
export async function loadQuizzes() {
  const [{ queryClient }, { quizzesQueryOptions }, { userCoursesQueryOptions }] = await Promise.all([
    import('../../../../api/queryClient'),
    import('../../../../api/quiz'),
    import('../../../../api/courses'),
  ])
  // The course list only drives the course switcher: a failure leaves the shelf by subject, never an error page.
  await Promise.all([
    queryClient.ensureQueryData(quizzesQueryOptions()),
    queryClient.prefetchQuery(userCoursesQueryOptions()),
  ])
}
