// Route loaders import the API on demand, so the client and the contract stay out of the first page's bundle.

async function api() {
  const [{ queryClient }, teachers, children] = await Promise.all([
    import('../api/queryClient'),
    import('../api/teachers'),
    import('../api/children'),
  ])
  return { queryClient, teachers, levels: children.levelsQueryOptions() }
}

export async function loadClasses() {
  const { queryClient, teachers, levels } = await api()
  await Promise.all([
    queryClient.ensureQueryData(teachers.classesQueryOptions()),
    queryClient.ensureQueryData(teachers.schoolCoursesQueryOptions()),
    queryClient.ensureQueryData(levels),
  ])
}

export async function loadStudents() {
  const { queryClient, teachers, levels } = await api()
  await Promise.all([
    queryClient.ensureQueryData(teachers.schoolStudentsQueryOptions()),
    queryClient.ensureQueryData(teachers.classesQueryOptions()),
    queryClient.ensureQueryData(levels),
  ])
}

export async function loadTeachers() {
  const { queryClient, teachers } = await api()
  await queryClient.ensureQueryData(teachers.teachersQueryOptions({ page: 1, search: '' }))
}

export async function loadParents() {
  const { queryClient, teachers } = await api()
  await queryClient.ensureQueryData(teachers.parentsQueryOptions())
}

export async function loadCodes() {
  const { queryClient, teachers } = await api()
  await Promise.all([
    queryClient.ensureQueryData(teachers.codesQueryOptions()),
    queryClient.ensureQueryData(teachers.schoolCoursesQueryOptions()),
  ])
}

export async function loadSchool() {
  const { queryClient, teachers } = await api()
  await queryClient.ensureQueryData(teachers.schoolQueryOptions())
}

/** The teacher's classes, each with its students; a class that fails to load says so on the page. */
export async function loadMyStudents() {
  const { queryClient, teachers } = await api()
  const classes = await queryClient.ensureQueryData(teachers.classesQueryOptions())
  await Promise.all(classes.map((c) => queryClient.prefetchQuery(teachers.classQueryOptions(c.id))))
}

async function worksheetApi() {
  const [{ queryClient }, teachers, worksheets] = await Promise.all([
    import('../api/queryClient'),
    import('../api/teachers'),
    import('../api/worksheets'),
  ])
  return { queryClient, teachers, worksheets }
}

/** The teacher's classes (filters, assigning) and the first page of worksheets, or the one opened. */
export async function loadWorksheetLibrary({ worksheet }: { worksheet?: number }) {
  const { queryClient, teachers, worksheets } = await worksheetApi()
  await Promise.all([
    queryClient.ensureQueryData(teachers.classesQueryOptions()),
    worksheet
      ? queryClient.prefetchQuery(worksheets.worksheetQueryOptions(worksheet))
      : queryClient.prefetchQuery(worksheets.worksheetsQueryOptions({ page: 1, includeDraft: true })),
  ])
}

/** The classes and the courses a worksheet can be made for. */
export async function loadCreator() {
  const { queryClient, teachers } = await worksheetApi()
  await Promise.all([
    queryClient.ensureQueryData(teachers.classesQueryOptions()),
    queryClient.ensureQueryData(teachers.schoolCoursesQueryOptions()),
  ])
}

/** The teacher's classes, each with its assignments; a class that fails to load says so on the page. */
export async function loadAssignments() {
  const { queryClient, teachers, worksheets } = await worksheetApi()
  const classes = await queryClient.ensureQueryData(teachers.classesQueryOptions())
  await Promise.all(
    classes.map((c) => queryClient.prefetchQuery(worksheets.classAssignmentsQueryOptions(c.id))),
  )
}
