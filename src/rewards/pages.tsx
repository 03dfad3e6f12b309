import { StudentPage } from '../routes/_app/student/-components/StudentPage'
import { BadgeList } from './BadgeList'
import { GameHub } from './GameHub'
import { StickerBook } from './StickerBook'

export function StickerBookPage() {
  return (
    <StudentPage
      title="Sticker book"
      intro="Collect a sticker each time your practice reaches a new milestone."
    >
      <StickerBook />
    </StudentPage>
  )
}

export function BadgesPage() {
  return (
    <StudentPage
      title="Badges"
      intro="Badges celebrate careful practice: finishing worksheets, full marks and streaks."
    >
      <BadgeList />
    </StudentPage>
  )
}

export function GamePage() {
  return (
    <StudentPage title="My progress" intro="Your level, your streak and everything you have collected.">
      <GameHub />
    </StudentPage>
  )
}
