/**
 * The browser side of the Core Web Vitals benchmark (vitals.ts): a phone as Lighthouse's mobile preset
 * emulates it, throttled through the DevTools protocol, and the observers that read LCP, CLS and interaction
 * latency inside the page.
 */
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test'

/** Lighthouse's mobile preset: a Moto G Power's screen, touch, a mobile Chrome user agent. */
export const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) ' +
    'Chrome/136.0.0.0 Mobile Safari/537.36',
}

/** The network (1.6 Mbps down, 750 Kbps up, 150 ms a request) and CPU (×4 slower). */
export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: (1.6 * 1000 * 1000) / 8,
  uploadBytesPerSecond: (750 * 1000) / 8,
  cpuSlowdown: 4,
}

// Plain JavaScript, not a function handed to Playwright: tsx's transform would add helpers to a function's
// source that do not exist in the page. CLS is the largest session window (shifts under 1 s apart, at most
// 5 s long) of shifts without recent input, as web-vitals computes it.
const OBSERVERS = `(() => {
  const v = { lcp: null, lcpElement: null, cls: 0, events: [], taps: [] };
  window.__vitals = v;
  const describe = (el) => el ? el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.textContent ? ' "' + el.textContent.trim().slice(0, 40) + '"' : '') : null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { v.lcp = e.startTime; v.lcpElement = describe(e.element); }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let windowValue = 0, windowStart = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      if (windowValue && e.startTime - last < 1000 && e.startTime - windowStart < 5000) windowValue += e.value;
      else { windowValue = e.value; windowStart = e.startTime; }
      last = e.startTime;
      v.cls = Math.max(v.cls, windowValue);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.interactionId) v.events.push({ name: e.name, start: e.startTime, duration: e.duration, id: e.interactionId });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 });
  // The fallback for interactions the browser reports under 16 ms: input → a frame → a task after it.
  addEventListener('pointerdown', (e) => {
    const tap = { start: e.timeStamp, paintedAfter: null };
    v.taps.push(tap);
    addEventListener('click', () => requestAnimationFrame(() => setTimeout(() => {
      tap.paintedAfter = performance.now() - tap.start;
    })), { once: true });
  }, true);
})()`

type InPage = {
  lcp: number | null
  lcpElement: string | null
  cls: number
  events: { name: string; start: number; duration: number; id: number }[]
  taps: { start: number; paintedAfter: number | null }[]
}
const readVitals = (page: Page) => page.evaluate('window.__vitals') as Promise<InPage>

/** A context with the phone's screen; `storage` is the signed-in user's localStorage, if any. */
export function phoneContext(browser: Browser, origin: string, storage: Record<string, string> = {}) {
  const localStorage = Object.entries(storage).map(([name, value]) => ({ name, value }))
  return browser.newContext({
    ...PHONE,
    storageState: { cookies: [], origins: localStorage.length ? [{ origin, localStorage }] : [] },
  })
}

/** A new tab of `context` with the network and CPU throttled (per tab, as DevTools does it). */
export async function throttledPage(context: BrowserContext) {
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown })
  await page.addInitScript(OBSERVERS)
  return page
}

export type Interaction = { name: string; control: (page: Page) => Locator }
export type PageVisit = {
  path: string
  /** What shows once the page has its content (its data loaded and rendered). */
  ready: (page: Page) => Locator
  interactions: Interaction[]
}
export type VisitFigures = {
  lcpMs: number
  lcpElement: string | null
  cls: number
  inpMs: number
  interactions: { name: string; latencyMs: number; source: 'event timing' | 'frame after input' }[]
}

const SETTLE_MS = 1500

/**
 * Loads the page, waits for its content and a settle, reads LCP and CLS (the page load, as Lighthouse's
 * navigation mode measures them; LCP stops at the first input anyway), then taps each control in turn.
 */
export async function visit(page: Page, base: string, target: PageVisit): Promise<VisitFigures> {
  await page.goto(`${base}${target.path}`, { waitUntil: 'load', timeout: 60_000 })
  await target.ready(page).first().waitFor({ state: 'visible', timeout: 60_000 })
  await page.waitForTimeout(SETTLE_MS)
  const loaded = await readVitals(page)
  if (loaded.lcp === null) throw new Error(`No largest-contentful-paint entry on ${target.path}.`)

  const interactions: VisitFigures['interactions'] = []
  for (const interaction of target.interactions) {
    const before = await readVitals(page)
    await interaction.control(page).first().tap({ timeout: 30_000 })
    await page.waitForTimeout(SETTLE_MS)
    const after = await readVitals(page)
    const tap = after.taps[before.taps.length]
    const reported = after.events.filter((e) => tap && e.start >= tap.start - 1)
    if (reported.length > 0) {
      const latencyMs = Math.max(...reported.map((e) => e.duration))
      interactions.push({ name: interaction.name, latencyMs, source: 'event timing' })
    } else if (tap?.paintedAfter != null) {
      interactions.push({ name: interaction.name, latencyMs: tap.paintedAfter, source: 'frame after input' })
    } else {
      throw new Error(`The tap on "${interaction.name}" at ${target.path} was not seen by the page.`)
    }
  }
  return {
    lcpMs: loaded.lcp,
    lcpElement: loaded.lcpElement,
    cls: loaded.cls,
    inpMs: Math.max(0, ...interactions.map((i) => i.latencyMs)),
    interactions,
  }
}
