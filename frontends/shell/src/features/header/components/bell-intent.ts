/**
 * A press on the placeholder bell (BellButtonView, shown while NotificationBell's code and Apollo
 * load) is remembered here, so the live bell opens its list when it mounts instead of losing the
 * click. Module state: both bells live in the shell's one bundle graph.
 */
let openRequested = false;

/** Remembers that the user asked for the notification list before the live bell was ready. */
export function requestBellOpen(): void {
  openRequested = true;
}

/** Whether the list was asked for before the live bell mounted (see clearBellOpenRequest). */
export function bellOpenRequested(): boolean {
  return openRequested;
}

/** Forgets the request once the live bell has mounted with it. */
export function clearBellOpenRequest(): void {
  openRequested = false;
}
