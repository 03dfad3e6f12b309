/**
 * 144 random bits as 24 URL-safe characters. `crypto.randomUUID` exists only on secure pages (https and
 * localhost); `getRandomValues` works on every page, including a school's plain-http host.
 */
export function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(18))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
}
