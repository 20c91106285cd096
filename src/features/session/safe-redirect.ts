/** Only same-app paths: a crafted `?redirect=https://evil.example` must not take the user off the panel. */
export function safeRedirect(target: string | undefined): string {
  if (
    !target ||
    !target.startsWith('/') ||
    target.startsWith('//') ||
    target.startsWith('/\\') ||
    target.startsWith('/sign-in')
  ) {
    return '/';
  }
  return target;
}
