// Route loaders import the API on demand, so the client and the contract stay out of the first page's bundle.
export async function loadQuizzes() {
  const [
    { queryClient },
    { quizzesQueryOptions },
    { userCoursesQueryOptions },
    progress,
    { getSessionUser },
  ] = await Promise.all([
    import('../../../../api/queryClient'),
    import('../../../../api/quiz'),
    import('../../../../api/courses'),
    import('../../../../api/progress'),
    import('../../../../auth/session'),
  ])
  const userId = getSessionUser()?.id ?? 0
  // The course list only drives the course switcher: a failure leaves the shelf by subject, never an error page.
  await Promise.all([
    queryClient.ensureQueryData(quizzesQueryOptions()),
    queryClient.prefetchQuery(userCoursesQueryOptions()),
    // The progress strip above the shelf: loaded with it, so it does not push the shelf down on arrival.
    userId ? queryClient.prefetchQuery(progress.xpQueryOptions(userId)) : null,
    userId ? queryClient.prefetchQuery(progress.streaksQueryOptions(userId)) : null,
  ])
}
