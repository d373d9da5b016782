// auth_token is HttpOnly, so the page cannot see it; the server sets the readable auth_hint
// cookie with the same lifetime (docs/contracts.md) to say that a session cookie exists.
export function hasAuthHint(
  cookie: string = typeof document === 'undefined' ? '' : document.cookie,
): boolean {
  return cookie.split(';').some((part) => part.trim().startsWith('auth_hint='));
}
