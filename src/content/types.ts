export type Block =
  | { kind: 'p'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'note'; text: string }
export type Section = { id: string; heading: string; blocks: Block[] }
export type LegalDocument = { title: string; summary: string; updated: string; sections: Section[] }
export type Faq = { question: string; answer: string }
export type SupportContent = {
  title: string
  intro: string
  faqs: { topic: string; items: Faq[] }[]
  contact: { heading: string; text: string; email: string; responseTime: string }
}
export type WelcomeContent = {
  headline: string
  subhead: string
  primaryCta: string
  secondaryCta: string
  audiences: { id: 'students' | 'parents' | 'teachers'; title: string; text: string; points: string[] }[]
  features: { title: string; text: string }[]
  trust: { title: string; points: string[] }
  closing: { headline: string; text: string }
}
