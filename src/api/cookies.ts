// Reading one cookie out of a Cookie header or document.cookie: used by the API client (its CSRF
// token) and by analytics (the consent and recommendations cookies).
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return undefined;
}
