const medium = new Intl.DateTimeFormat('en-SG', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Singapore',
})

/** A moment as a Singapore date, "24 Dec 2026". */
export const formatDate = (iso: string) => medium.format(new Date(iso))
