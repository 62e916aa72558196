/**
 * The <script> element running this bundle: `document.currentScript` is set while a classic script
 * runs (async and injected ones too); the selector covers loaders that evaluate our code otherwise.
 */
export function currentWidgetScript(fileName: string): HTMLScriptElement | null {
  const current = document.currentScript as HTMLScriptElement | null;
  return current?.src ? current : document.querySelector(`script[src$="/${fileName}"]`);
}
