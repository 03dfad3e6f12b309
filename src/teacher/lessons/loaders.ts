// The route's loader imports the API on demand, so the client and the contract stay out of the first page's bundle.

/** The teacher's classes (assigning, reports) and courses (filter), then the lists or the lesson opened. */
export async function loadLessons({ lesson }: { lesson?: number }) {
  const [{ queryClient }, teachers, lessons] = await Promise.all([
    import('../../api/queryClient'),
    import('../../api/teachers'),
    import('../../api/lessons'),
  ])
  await Promise.all([
    queryClient.ensureQueryData(teachers.classesQueryOptions()),
    queryClient.prefetchQuery(teachers.schoolCoursesQueryOptions()),
    ...(lesson
      ? [queryClient.prefetchQuery(lessons.lessonQueryOptions(lesson))]
      : [
          queryClient.prefetchQuery(lessons.schoolLessonsQueryOptions({})),
          queryClient.prefetchQuery(lessons.lessonsQueryOptions({})),
        ]),
  ])
}
