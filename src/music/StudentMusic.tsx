import { useRouterState } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { Pause, Play, SkipBack, SkipForward, Sparkles } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { dataState } from '../../machines/dataState'
import { selectOnMusicPage, selectTrackIndex, selectWantsMusic } from '../../machines/musicPlayer.machine'
import { css } from '../../styled-system/css'
import { observe } from '../devtools/observe'
import { Button } from '../ui/Button'
import { createHowlerAudio, type MusicAudio } from './howlerAudio'
import { musicPlayerInput, musicPlayerLogic } from './player'
import { setSoundEffects, useSoundEffects } from './settings'
import { isSpeechPlaying, onSpeechPlaying } from './speaking'
import { MUSIC_TRACKS } from './tracks'

const GESTURES = ['pointerdown', 'keydown'] as const
const PREPARE_AFTER_MS = 300
/** The first gesture's wait for the frame that shows the tap (a free phone paints every 16 ms). */
const GESTURE_AFTER_MS = 50

/** Howler's own state on the flow's root, read a few times a second, for browser tests and the curious. */
function useAudioReport(audio: MusicAudio) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const timer = setInterval(() => {
      const root = ref.current
      if (!root) return
      const { playing, position, volume, clock } = audio.state()
      root.dataset.musicPlaying = String(playing)
      root.dataset.musicPosition = position.toFixed(2)
      root.dataset.musicVolume = volume.toFixed(2)
      root.dataset.audioClock = clock.toFixed(2)
    }, 250)
    return () => clearInterval(timer)
  }, [audio])
  return ref
}

/**
 * The first gesture reaches the player just after the tap's own frame (ADR 0069): sent in the tap, starting the
 * music delayed what the tap itself shows. A timer set in the gesture keeps its user activation for the audio
 * (browsers pass it on to timers under a second). `flush` sends a gesture still waiting before any other event,
 * so the player sees them in the order they happened (a first tap on Pause is a gesture, then a pause).
 */
function deferredGesture(send: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    if (timer === undefined) return
    clearTimeout(timer)
    timer = undefined
    send()
  }
  return {
    schedule: () => {
      timer = setTimeout(flush, GESTURE_AFTER_MS)
    },
    flush,
    cancel: () => {
      clearTimeout(timer)
      timer = undefined
    },
  }
}

/**
 * The student pages' background music and its control in the header (ADR 0061). The music starts with the
 * child's first click or key press, plays only on the pages product.md §2 lists, and the child can stop it.
 */
export function StudentMusic({ userId }: { userId: number }) {
  const location = useRouterState({ select: (state) => state.location })
  const [audio] = useState(() => createHowlerAudio(MUSIC_TRACKS))
  const [logic] = useState(() => musicPlayerLogic(userId, audio))
  const player = useActorRef(logic, {
    input: musicPlayerInput(userId, location.pathname, location.search),
    inspect: observe,
  })
  const [firstGesture] = useState(() => deferredGesture(() => player.send({ type: 'music.gesture' })))
  const send = (event: Parameters<typeof player.send>[0]) => {
    firstGesture.flush()
    player.send(event)
  }
  const ref = useAudioReport(audio)
  const state = useSelector(player, (s) => s.value)
  const wantsMusic = useSelector(player, selectWantsMusic)
  const onMusicPage = useSelector(player, selectOnMusicPage)
  const track = MUSIC_TRACKS[useSelector(player, selectTrackIndex)]
  const soundEffects = useSoundEffects()

  useEffect(() => {
    if (isSpeechPlaying()) player.send({ type: 'music.duck' })
    const stopDucking = onSpeechPlaying((speaking) =>
      player.send({ type: speaking ? 'music.duck' : 'music.unduck' }),
    )
    const gesture = () => {
      for (const type of GESTURES) window.removeEventListener(type, gesture, true)
      firstGesture.schedule()
    }
    for (const type of GESTURES) window.addEventListener(type, gesture, true)
    // The audio is set up while the page is idle, not in the first click: that click stays quick.
    const { context } = player.getSnapshot()
    const prepare = setTimeout(() => {
      if (context.playing) audio.prepare(context.trackIndex)
    }, PREPARE_AFTER_MS)
    return () => {
      clearTimeout(prepare)
      firstGesture.cancel()
      for (const type of GESTURES) window.removeEventListener(type, gesture, true)
      stopDucking()
      audio.unload()
    }
  }, [player, audio, firstGesture])

  useEffect(() => {
    firstGesture.flush()
    player.send({ type: 'music.route', pathname: location.pathname, search: location.search })
  }, [player, firstGesture, location.pathname, location.search])

  return (
    <div
      ref={ref}
      data-flow="musicPlayer"
      data-state={dataState(state)}
      data-music-track={track.id}
      className={css({ display: 'flex', alignItems: 'center', gap: '1', minWidth: '0' })}
    >
      {onMusicPage ? (
        <fieldset className={controls}>
          <legend className={css({ srOnly: true })}>Background music</legend>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Previous track"
            className={iconButton({ hideOnPhone: true })}
            onClick={() => send({ type: 'music.previous' })}
          >
            <SkipBack aria-hidden="true" />
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={wantsMusic ? 'Pause music' : 'Play music'}
            className={iconButton({ hideOnPhone: false })}
            onClick={() => send({ type: wantsMusic ? 'music.pause' : 'music.play' })}
          >
            {wantsMusic ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
          </Button>
          <Button
            variant="ghost"
            size="sm"
            aria-label="Next track"
            className={iconButton({ hideOnPhone: true })}
            onClick={() => send({ type: 'music.next' })}
          >
            <SkipForward aria-hidden="true" />
          </Button>
          <p className={trackName} aria-live="polite">
            <span className={css({ srOnly: true })}>Music: </span>
            {track.title}
            {wantsMusic ? null : <span className={css({ srOnly: true })}> (paused)</span>}
          </p>
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={soundEffects}
            aria-label="Sound effects"
            title={soundEffects ? 'Sound effects are on' : 'Sound effects are off'}
            className={iconButton({ hideOnPhone: true })}
            onClick={() => setSoundEffects(!soundEffects)}
          >
            <Sparkles aria-hidden="true" className={soundEffects ? undefined : dimmed} />
          </Button>
        </fieldset>
      ) : null}
    </div>
  )
}

// A phone's header keeps one row: there, only Play/Pause (the Menu button needs the rest).
const iconButton = ({ hideOnPhone }: { hideOnPhone: boolean }) =>
  hideOnPhone
    ? css({ px: '2', minWidth: '9', display: { base: 'none', sm: 'inline-flex' } })
    : css({ px: '2', minWidth: '9' })

const dimmed = css({ opacity: 0.4 })
const controls = css({
  display: 'flex',
  alignItems: 'center',
  gap: '1',
  border: '0',
  p: '0',
  m: '0',
  minWidth: '0',
})

const trackName = css({
  display: { base: 'none', md: 'block' },
  fontSize: 'sm',
  fontWeight: '600',
  color: 'fg.muted',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  maxWidth: '10rem',
  px: '1',
})
