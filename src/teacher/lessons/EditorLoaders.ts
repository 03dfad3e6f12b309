// Route loaders import the API on demand, so the client and the contract stay out of the first page's bundle.

async function api() {
  const [{ queryClient }, teachers, lessons, courses] = await Promise.all([
    import('../../api/queryClient'),
    import('../../api/teachers'),
    import('../../api/lessons'),
    import('../../api/courses'),
  ])
  return { queryClient, teachers, lessons, courses }
}

/** The courses a lesson can be made for and, when one is changed, the lesson. */
export async function loadLessonEditor({ lessonId }: { lessonId?: number }) {
  const { queryClient, teachers, lessons } = await api()
  await Promise.all([
    queryClient.ensureQueryData(teachers.schoolCoursesQueryOptions()),
    lessonId ? queryClient.ensureQueryData(lessons.lessonQueryOptions(lessonId)) : null,
  ])
}

/** The topic booster, its course's topics, and the course's worksheets to suggest. */
export async function loadTopicBooster({ lessonId }: { lessonId: number }) {
  const { queryClient, lessons, courses } = await api()
  const lesson = await queryClient.ensureQueryData(lessons.lessonQueryOptions(lessonId))
  await Promise.all([
    queryClient.ensureQueryData(courses.courseQueryOptions(lesson.course_id)),
    queryClient.prefetchQuery(lessons.courseWorksheetsQueryOptions(lesson.course_id)),
  ])
}
