/**
 * Lantern's own reward artwork, drawn by code as small SVGs (ADR 0060): no scripts, no external references,
 * stored as `data:` URLs, which the app's CSP allows for images (img-src 'self' data:).
 */
const svg = (body: string, bg: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96">${bg}${body}</svg>`

export const toDataUrl = (markup: string) => `data:image/svg+xml,${encodeURIComponent(markup)}`

/** A sticker: a night-blue rounded tile with a soft glow. */
const tile =
  '<defs><radialGradient id="g" cx="50%" cy="40%" r="60%"><stop offset="0" stop-color="#2b3a7a"/><stop offset="1" stop-color="#141b3d"/></radialGradient></defs>' +
  '<rect x="4" y="4" width="88" height="88" rx="20" fill="url(#g)" stroke="#fff" stroke-width="4"/>' +
  '<circle cx="20" cy="22" r="1.5" fill="#fff"/><circle cx="76" cy="18" r="1.2" fill="#fff"/><circle cx="80" cy="70" r="1.4" fill="#fff"/><circle cx="16" cy="74" r="1" fill="#fff"/>'

const star = (cx: number, cy: number, r: number, fill: string) => {
  const points = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2
    const rr = i % 2 ? r * 0.45 : r
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`
  })
  return `<polygon points="${points.join(' ')}" fill="${fill}" stroke="#fff" stroke-width="1.5" stroke-linejoin="round"/>`
}

export const nightSky = {
  moon: svg(
    '<path d="M58 22a28 28 0 1 0 16 44a22 22 0 1 1-16-44z" fill="#ffe08a" stroke="#fff" stroke-width="2"/><circle cx="44" cy="58" r="4" fill="#f3c95c"/><circle cx="36" cy="44" r="2.5" fill="#f3c95c"/>',
    tile,
  ),
  lantern: svg(
    '<rect x="44" y="14" width="8" height="8" rx="2" fill="#c9a04a"/><rect x="32" y="22" width="32" height="48" rx="12" fill="#ff8f5a" stroke="#fff" stroke-width="2.5"/><path d="M38 30v32M48 24v44M58 30v32" stroke="#ffd0a8" stroke-width="2"/><ellipse cx="48" cy="46" rx="8" ry="11" fill="#ffe9a8" opacity=".85"/><rect x="40" y="70" width="16" height="6" rx="2" fill="#c9a04a"/><path d="M48 76v8" stroke="#ff8f5a" stroke-width="3"/>',
    tile,
  ),
  shootingStar: svg(
    `<path d="M16 74L52 40" stroke="#9fd6ff" stroke-width="6" stroke-linecap="round" opacity=".7"/><path d="M24 80L54 50" stroke="#cfe9ff" stroke-width="3" stroke-linecap="round" opacity=".6"/>${star(60, 36, 20, '#ffd84d')}`,
    tile,
  ),
  planet: svg(
    '<circle cx="48" cy="48" r="20" fill="#8fd3a8" stroke="#fff" stroke-width="2"/><path d="M32 42q16 6 32 0" stroke="#5fb283" stroke-width="4" fill="none"/><ellipse cx="48" cy="50" rx="36" ry="10" fill="none" stroke="#ffcf6b" stroke-width="5" transform="rotate(-15 48 50)"/>',
    tile,
  ),
  comet: svg(
    '<path d="M20 20Q48 44 66 62" stroke="#b8a4ff" stroke-width="14" stroke-linecap="round" opacity=".5"/><path d="M26 24Q50 46 66 62" stroke="#e0d6ff" stroke-width="6" stroke-linecap="round"/><circle cx="68" cy="64" r="11" fill="#fff4c2" stroke="#fff" stroke-width="2"/>',
    tile,
  ),
  owl: svg(
    '<ellipse cx="48" cy="54" rx="22" ry="26" fill="#a6784f" stroke="#fff" stroke-width="2"/><path d="M30 32l6 10M66 32l-6 10" stroke="#a6784f" stroke-width="6" stroke-linecap="round"/><circle cx="39" cy="48" r="8" fill="#fff"/><circle cx="57" cy="48" r="8" fill="#fff"/><circle cx="39" cy="48" r="4" fill="#1d2447"/><circle cx="57" cy="48" r="4" fill="#1d2447"/><path d="M44 58l4 5 4-5z" fill="#ffb84d"/><ellipse cx="48" cy="70" rx="12" ry="8" fill="#d8b48a"/>',
    tile,
  ),
  constellation: svg(
    `<path d="M22 64L38 40L56 50L72 26" stroke="#9fd6ff" stroke-width="2" stroke-dasharray="4 3" fill="none"/>${star(22, 64, 7, '#fff7c2')}${star(38, 40, 8, '#fff7c2')}${star(56, 50, 7, '#fff7c2')}${star(72, 26, 9, '#ffd84d')}`,
    tile,
  ),
  aurora: svg(
    '<path d="M8 58Q28 30 48 50T88 40V60Q68 72 48 62T8 72z" fill="#6ff0c0" opacity=".75"/><path d="M8 46Q30 20 52 38T88 28V40Q66 54 48 46T8 58z" fill="#8ab4ff" opacity=".6"/><path d="M8 84h80" stroke="#fff" stroke-width="3"/><path d="M20 84l10-12 10 12M56 84l12-16 12 16" fill="#233066" stroke="#fff" stroke-width="2"/>',
    tile,
  ),
}

/** A badge: a round medal on two ribbons, in the badge's own colour. */
const medal = (colour: string, body: string) =>
  svg(
    `<path d="M30 58L22 90L36 82L44 92L48 62z" fill="#e2574c"/><path d="M66 58L74 90L60 82L52 92L48 62z" fill="#3a7bd5"/><circle cx="48" cy="42" r="34" fill="${colour}" stroke="#fff" stroke-width="4"/><circle cx="48" cy="42" r="27" fill="none" stroke="#fff" stroke-width="2" opacity=".6"/>${body}`,
    '',
  )

export const badgeArt = {
  firstSteps: medal(
    '#ffb84d',
    '<path d="M38 56c-6 0-8-8-6-14s6-10 9-8 2 10 1 14-1 8-4 8zM58 36c-5 0-7-6-5-11s5-8 8-6 2 8 1 11-1 6-4 6z" fill="#fff"/>',
  ),
  fiveWorksheets: medal(
    '#6cc3a0',
    '<rect x="34" y="22" width="28" height="36" rx="3" fill="#fff"/><path d="M39 31h18M39 38h18M39 45h12" stroke="#6cc3a0" stroke-width="3"/><text x="60" y="60" font-family="Arial, sans-serif" font-size="20" font-weight="700" fill="#1d2447">5</text>',
  ),
  tenWorksheets: medal(
    '#3fa7d6',
    '<path d="M30 28h16v30H30zM50 28h16v30H50z" fill="#fff"/><path d="M48 26v34" stroke="#1d2447" stroke-width="2"/><text x="36" y="50" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#3fa7d6">10</text>',
  ),
  streak: medal(
    '#ff7a45',
    '<path d="M48 18c4 10 14 14 14 28a14 14 0 0 1-28 0c0-6 3-10 6-13 0 6 3 9 6 9-2-8 0-16 2-24z" fill="#ffe08a" stroke="#fff" stroke-width="2"/><text x="41" y="55" font-family="Arial, sans-serif" font-size="14" font-weight="700" fill="#c2410c">7</text>',
  ),
  fullMarks: medal(
    '#9b7bea',
    '<circle cx="48" cy="42" r="18" fill="#fff"/><circle cx="48" cy="42" r="12" fill="#9b7bea"/><circle cx="48" cy="42" r="6" fill="#fff"/><path d="M48 42L70 20" stroke="#1d2447" stroke-width="3" stroke-linecap="round"/><path d="M64 18l8-2-2 8z" fill="#1d2447"/>',
  ),
  topicChampion: medal(
    '#f2c14e',
    '<path d="M34 26h28v8a14 14 0 0 1-28 0z" fill="#fff"/><path d="M34 28h-6a6 6 0 0 0 6 10M62 28h6a6 6 0 0 1-6 10" stroke="#fff" stroke-width="3" fill="none"/><rect x="44" y="46" width="8" height="6" fill="#fff"/><rect x="38" y="52" width="20" height="6" rx="2" fill="#fff"/>',
  ),
  mathsWeek: medal(
    '#4f7cff',
    '<text x="48" y="54" text-anchor="middle" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#fff">+÷</text>',
  ),
  scienceWeek: medal(
    '#2bb3a3',
    '<path d="M42 22h12M44 22v14L32 58a4 4 0 0 0 4 6h24a4 4 0 0 0 4-6L52 36V22" fill="#fff" stroke="#fff" stroke-width="2" stroke-linejoin="round"/><path d="M37 54h22" stroke="#2bb3a3" stroke-width="3"/><circle cx="44" cy="48" r="2.5" fill="#2bb3a3"/><circle cx="52" cy="44" r="2" fill="#2bb3a3"/>',
  ),
  levelThree: medal(
    '#e56b9f',
    '<path d="M28 58l12-14 8 8 14-22" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M56 28h8v8" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round"/>',
  ),
}
