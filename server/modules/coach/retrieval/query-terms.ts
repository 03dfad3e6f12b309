import { notationOf } from '../../../ai/offline/coach/notation'
import { searchTextOf } from './cjk'

/**
 * Words of a child's request that say what they want, not what it is about ("explain", "tell me"), and the small
 * words the English dictionary drops, left out here too so the simple dictionary (tried when English finds
 * nothing) does not match every chunk with "it" in it.
 */
const FILLER = new Set(
  `please pls plz explain tell me help find solve calculate understand know mean means meaning teacher coach
  question questions lantern about can could you i what why how does do is are the a an of to and or not it its
  this that these those there my your we they he she be was were will would should in on at for with from by as
  if so then than`.split(/\s+/),
)

/** Chinese question words ("what is", "how do"): asked, not searched for; they also break a run before pairing. */
const CHINESE_FILLER = /为什么|什么|怎么样|怎么|如何|哪些|哪里|请问|告诉我|是不是|吗|呢|吧/g

export type QueryTerms = {
  /** What the message is about: its own words without filler, and the words its symbols stand for. */
  words: string[]
  /** Its numbers as written (whole, decimal, fraction): they favour material with the same ones, never decide. */
  numbers: string[]
}

/**
 * The terms a message is searched by (ADR 0033): its words, stop words and request words left out, Chinese as
 * character pairs; its numbers apart, since a bare "20" is in half the worked solutions and says nothing of the
 * topic, while "3/4 of 20" is about a fraction of a quantity, which is multiplying.
 */
export function queryTerms(query: string): QueryTerms {
  const { words: implied, numbers, rest } = notationOf(query)
  const words = searchTextOf(rest.replace(CHINESE_FILLER, ' '))
    .replace(/[^\p{L}\p{N}\s'-]/gu, ' ')
    .split(/\s+/)
    .map((w) => w.replace(/^[-']+|[-']+$/g, ''))
    .filter((w) => w && !FILLER.has(w.toLowerCase()) && !/^\d+$/.test(w))
  return { words: [...new Set([...words, ...implied])], numbers: [...new Set(numbers)] }
}
