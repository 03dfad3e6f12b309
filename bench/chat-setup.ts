export { type BenchStudent, createBenchStudents } from './students'

/** A question a P5 child might ask, different per student, with the stream's tag the fake model reads. */
const TOPICS = [
  'how to find the area of a triangle',
  'why we need a common denominator to add fractions',
  'what evaporation is',
  'how to change a percentage into a decimal',
  'what makes a plant grow towards light',
  'how to find the average of four numbers',
]
export const studentMessage = (index: number, tag: string) =>
  `Can you help me understand ${TOPICS[index % TOPICS.length]}? [${tag}]`
