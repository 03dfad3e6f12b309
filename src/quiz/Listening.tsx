import { Volume2 } from 'lucide-react'
import { css } from '../../styled-system/css'
import type { QuizQuestion } from '../api/quiz'
import { Button } from '../ui/Button'

const note = css({ color: 'fg.muted', fontSize: 'sm' })

/** The bank's listening script, once the server sends it with the question. */
const scriptOf = (question: QuizQuestion) => (question as { listening_text?: string | null }).listening_text

function speak(text: string) {
  speechSynthesis.cancel()
  const utterance = new SpeechSynthesisUtterance(text)
  utterance.rate = 0.9
  speechSynthesis.speak(utterance)
}

/** Listening questions: the recording when there is one, else the script read aloud by the browser. */
export function Listening({ question, number }: { question: QuizQuestion; number: number }) {
  if (question.audio_url) {
    return (
      <figure className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <figcaption className={css({ fontWeight: '650' })}>Listen to the recording</figcaption>
        {/* biome-ignore lint/a11y/useMediaCaption: the question's listening script is its transcript */}
        <audio
          controls
          preload="none"
          src={question.audio_url}
          aria-label={`Recording for question ${number}`}
        />
      </figure>
    )
  }
  const script = scriptOf(question)
  if (script && typeof speechSynthesis !== 'undefined') {
    return (
      <div>
        <Button variant="outline" onClick={() => speak(script)}>
          <Volume2 aria-hidden="true" />
          Play
        </Button>
      </div>
    )
  }
  if (/^listen\b/i.test(question.text.trim())) {
    return <p className={note}>The recording for this question is not ready yet. Do your best, or skip it.</p>
  }
  return null
}
