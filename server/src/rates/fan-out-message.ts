/** How the rate CLIs report an evaluation: the worker, not the CLI, turns a queued fan-out into mail. */
export function fanOutMessage(queued: boolean): string {
  return queued ? 'alert thresholds crossed: the worker will mail the alerts' : 'no alert thresholds crossed';
}
