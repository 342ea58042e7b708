/**
 * Accepts only same-site paths ("/dashboard/x?y"), so a crafted ?from= link
 * cannot send a user to another site after they sign in.
 */
export function safeLocalPath(value: string | null | undefined): string | null {
  if (!value) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
