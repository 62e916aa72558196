/** False on a server (no window, no customElements): importing the element modules there does nothing. */
export function canDefineElements(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof customElements !== 'undefined' &&
    typeof HTMLElement !== 'undefined'
  );
}
