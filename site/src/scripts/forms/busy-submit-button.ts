/**
 * Runs a form's request with its submit button disabled and showing `busyLabel` (spec §8: the
 * "Sending..." and "Subscribing..." states), then gives the button back its own label.
 */
export async function withBusySubmitButton(
  button: HTMLButtonElement,
  busyLabel: string,
  request: () => Promise<void>,
): Promise<void> {
  const idleLabel = button.textContent;
  button.disabled = true;
  button.textContent = busyLabel;
  try {
    await request();
  } finally {
    button.disabled = false;
    button.textContent = idleLabel;
  }
}
