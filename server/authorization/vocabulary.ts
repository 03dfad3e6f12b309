import type { Contract } from '../../contracts/index'

/** `area.name` of every route of `allRoutes`: the matrix is a record over these, so a new route must join it. */
export type RouteKey = { [A in keyof Contract]: `${A}.${keyof Contract[A] & string}` }[keyof Contract]

/**
 * Whose objects a route may act on (spec product.md §6: a parent sees only their children, a teacher only their
 * classes, an owner their school, an admin everything). The first four name no object of anyone else's; the rest
 * name one in the request, and the walk proves an object of another family and of another school is refused.
 */
export const WHOSE = {
  public: 'No sign-in: public catalogue or demo content, or a step of signing in.',
  secret: 'Reaches an object only through an unguessable token, code or visitor session the caller holds.',
  caller: 'Names no object: the caller’s own account, or a list filtered to the caller.',
  shared: 'Reference data every listed role shares (default bands, settings, catalogue); no one owns it.',
  any: 'Admin and curriculum tools that act on any object of their type; the role is the whole rule.',
  own: 'Something the caller made: a student’s quiz, answer, bookmark or chat message.',
  person: 'A user: the caller, or a parent’s own child; an admin reaches anyone.',
  child: 'A parent’s own child.',
  class: 'A class the teacher teaches, or a student in one; an owner reaches their school’s classes.',
  taught: 'A student’s work in a class the caller reaches (ADR 0048): its teachers, head or owner mark it.',
  school: 'Belongs to the teacher’s school: its teachers, parents, worksheets, lessons, codes.',
  content: 'Course content the caller may see: common or their school’s; a student’s only in their courses.',
} as const
export type Whose = keyof typeof WHOSE

/** Kinds that name no object of anyone's, so only the role guard applies. */
export const NO_OBJECT = ['public', 'secret', 'caller', 'shared', 'any'] as const satisfies readonly Whose[]
/** Kinds whose routes name an object someone owns: the walk calls them on objects of several owners. */
export type OwnedKind = Exclude<Whose, (typeof NO_OBJECT)[number]>
export const OWNED_KINDS = (Object.keys(WHOSE) as Whose[]).filter(
  (k): k is OwnedKind => !(NO_OBJECT as readonly Whose[]).includes(k),
)

/** The things a request can point at; the walk's fixtures provide one of each per owner. */
export type ObjectType =
  | 'user'
  /** A student of a school (a teacher's directory), and a parent of one. */
  | 'student'
  | 'parent'
  | 'email'
  | 'quiz'
  | 'evaluation'
  | 'chatMessage'
  | 'chatFlag'
  | 'course'
  | 'courseTagging'
  | 'topic'
  | 'question'
  | 'passage'
  | 'document'
  | 'content'
  | 'collectibleTheme'
  | 'class'
  | 'worksheet'
  | 'assignment'
  | 'lesson'
  | 'lessonSection'
  | 'lessonItem'
  | 'subscription'
  | 'price'
  | 'checkout'

/** Where in the request the object's id travels; `[]` marks a list field, which gets a one-item list. */
export type Location = `${'params' | 'query' | 'body'}.${string}`

export type Rule = {
  whose: Whose
  /** The objects the request names, by where they travel. */
  at?: Partial<Record<Location, ObjectType>>
  /** A list filtered to what the caller may see: a foreign object is left out of the reply, not refused. */
  lists?: true
}
