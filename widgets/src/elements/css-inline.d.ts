// `?inline` CSS imports are strings: Vite (site, Vitest) does this natively, the widget builds
// through the small css-inline plugin in embed/rollup.
declare module '*.css?inline' {
  const css: string;
  export default css;
}
