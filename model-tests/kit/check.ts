/** A machine driver's assertion: throws with `message` when the renderer disagrees with the view. */
export function check(condition: boolean, message: string): void {
  if (!condition) throw new Error(message);
}
