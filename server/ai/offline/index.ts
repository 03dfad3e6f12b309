export { explainOffline } from './explain'
export { markOffline } from './mark'
export { scoreTranscript } from './oral'
export { streamExplanationOffline } from './stream'
