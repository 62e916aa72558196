/**
 * Emits dist/calculators.js, the file partners paste, as a tiny loader that is valid both as a
 * classic script (`<script src>`, the way embed.js and popup.js are pasted) and as a module
 * (`<script type="module" src>`, the older snippet): no import/export statement, only a dynamic
 * import() of the hashed module entry (chunks/calculators-module-[hash].js), resolved against the
 * loader's own URL. The loader stays on a short cache; the module and its chunks are immutable.
 * document.currentScript is null in a module script, hence the selector fallback.
 */
export function classicLoader({ entryName, fileName }) {
  return {
    name: 'mrn-classic-loader',
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find(
        (file) => file.type === 'chunk' && file.isEntry && file.name === entryName,
      );
      if (!entry) this.error(`classic-loader: no entry chunk named ${entryName}`);
      const source = `/* Mortgage Rate Notifier ${fileName}: loads the <mrn-calculator> module */
(()=>{var s=document.currentScript||document.querySelector('script[src*="/${fileName}"]');import(new URL(${JSON.stringify(entry.fileName)},s?s.src:location.href).href).catch(e=>console.error("MRN ${fileName}:",e))})();
`;
      this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
