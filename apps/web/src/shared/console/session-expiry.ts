/**
 * A console call refused with 401 means the console's session ended (12 hours, or a logout in
 * another tab): the console then shows its login instead of the server's '인증이 필요합니다.' in
 * the page (walk minor 33). The consoles' `me` queries listen here.
 */
const listeners = new Set<() => void>();

export function onConsoleSessionExpired(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function consoleSessionExpired(): void {
  for (const listener of listeners) listener();
}

let sessionEnded = false;

/** Whether the last console session ended under the user (the login then says so). */
export const sessionEndedUnderUser = () => sessionEnded;
export function noteSessionEnded(ended: boolean): void {
  sessionEnded = ended;
}
