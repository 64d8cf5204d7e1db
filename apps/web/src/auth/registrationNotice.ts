/**
 * After a registration the next screen (pricing) says a confirmation link was mailed (issue 27 §9).
 * Kept in memory for this page's life only: a reload or another person never sees it.
 */
let registered: string | null = null;

/** Remembers that `email` just registered. */
export function noteRegistered(email: string): void {
  registered = email.trim().toLowerCase();
}

/** Whether `email` just registered (the notice shows for it, not for anyone signing in later). */
export function justRegistered(email: string | undefined): boolean {
  return email !== undefined && registered === email.trim().toLowerCase();
}
