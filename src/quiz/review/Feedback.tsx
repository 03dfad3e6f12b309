import { useMutation } from '@tanstack/react-query'
import { ThumbsDown, ThumbsUp } from 'lucide-react'
import { useState } from 'react'
import { css } from '../../../styled-system/css'
import { messageOf } from '../../api/errors'
import { sendFeedback } from '../../api/quiz'
import { Button } from '../../ui/Button'
import { TextareaField } from '../../ui/Field'

const pressable = css({
  '&[aria-pressed=true]': { bg: 'brand.solid', color: 'brand.contrast', borderColor: 'brand.solid' },
})

type Props = { quizId: number; evaluationId: number; liked: boolean; disliked: boolean }

/** Like or dislike an explanation; a dislike may say what was unhelpful. */
export function Feedback({ quizId, evaluationId, ...initial }: Props) {
  const [vote, setVote] = useState({ liked: initial.liked, disliked: initial.disliked })
  const [comment, setComment] = useState('')
  const [sent, setSent] = useState(false)
  const save = useMutation({
    mutationFn: (body: { liked?: boolean; disliked?: boolean; comment?: string }) =>
      sendFeedback(quizId, evaluationId, body),
    onSuccess: (evaluation) => setVote({ liked: evaluation.liked, disliked: evaluation.disliked }),
  })
  const toggle = (which: 'liked' | 'disliked') => {
    const next = {
      liked: which === 'liked' ? !vote.liked : false,
      disliked: which === 'disliked' ? !vote.disliked : false,
    }
    setVote(next)
    setSent(false)
    save.mutate(next)
  }

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <fieldset
        className={css({
          display: 'flex',
          flexWrap: 'wrap',
          gap: '2',
          alignItems: 'center',
          border: 'none',
          p: '0',
          m: '0',
          minWidth: '0',
        })}
      >
        <legend className={css({ fontWeight: '650', float: 'left', me: '2' })}>
          Was this explanation helpful?
        </legend>
        <Button
          variant="outline"
          size="sm"
          className={pressable}
          aria-pressed={vote.liked}
          onClick={() => toggle('liked')}
        >
          <ThumbsUp aria-hidden="true" />
          Yes, it helped
        </Button>
        <Button
          variant="outline"
          size="sm"
          className={pressable}
          aria-pressed={vote.disliked}
          onClick={() => toggle('disliked')}
        >
          <ThumbsDown aria-hidden="true" />
          No, it didn't
        </Button>
      </fieldset>
      {save.isError ? (
        <p role="alert" className={css({ color: 'danger.fg' })}>
          {messageOf(save.error)}
        </p>
      ) : null}
      {vote.disliked && !sent ? (
        <form
          className={css({ display: 'flex', flexDirection: 'column', gap: '2', maxWidth: '36rem' })}
          onSubmit={(e) => {
            e.preventDefault()
            if (!comment.trim()) return
            save.mutate({ disliked: true, comment: comment.trim() }, { onSuccess: () => setSent(true) })
          }}
        >
          <TextareaField
            label="What was not clear? (optional)"
            rows={3}
            value={comment}
            onChange={(e) => setComment(e.target.value)}
          />
          <div>
            <Button type="submit" size="sm" variant="outline" loading={save.isPending} loadingText="Sending…">
              Send
            </Button>
          </div>
        </form>
      ) : null}
      {sent ? <p role="status">Thank you! This helps us explain better.</p> : null}
    </div>
  )
}
