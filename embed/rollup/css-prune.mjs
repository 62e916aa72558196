/**
 * Drops CSS a bundle cannot use. A rule survives when every `mrn-*` class in (one of) its
 * selectors is named somewhere in the bundle's JavaScript; a class named only up to a dash
 * (`mrn-button--${variant}`) keeps the classes with that prefix whose rest (`primary`) also
 * appears in the script as a word of its own, since that is where the variable's value comes
 * from, or is a number. A `--mrn-*` declaration survives when something reads it with `var(--mrn-...)` or the
 * script sets it.
 */
const CLASS_PATTERN = /mrn-[A-Za-z0-9_-]*/g;

export function usedClassNames(code) {
  const exact = new Set();
  const prefixes = [];
  for (const [name] of code.matchAll(CLASS_PATTERN)) {
    exact.add(name);
    if (name.endsWith('-') || name.endsWith('_')) prefixes.push(name);
  }
  const wordInScript = (word) =>
    new RegExp(`(?<![\\w-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w-])`).test(code);
  return (className) =>
    exact.has(className) ||
    prefixes.some((prefix) => {
      const rest = className.slice(prefix.length);
      // Numbered modifiers (`mrn-chart__line--${index + 1}`) are computed, so always kept.
      return className.startsWith(prefix) && (/^\d+$/.test(rest) || wordInScript(rest));
    });
}

/** Splits CSS text into top-level `prelude { body }` blocks (comments already stripped). */
function blocks(css) {
  const result = [];
  let depth = 0;
  let start = 0;
  let bodyStart = 0;
  for (let index = 0; index < css.length; index++) {
    const char = css[index];
    if (char === '{') {
      if (depth === 0) bodyStart = index;
      depth++;
    } else if (char === '}') {
      depth--;
      if (depth === 0) {
        result.push({ prelude: css.slice(start, bodyStart).trim(), body: css.slice(bodyStart + 1, index) });
        start = index + 1;
      }
    }
  }
  return result;
}

function keepSelector(selector, isUsed) {
  const classes = selector.match(/\.mrn-[A-Za-z0-9_-]*/g) ?? [];
  return classes.every((className) => isUsed(className.slice(1)));
}

export function pruneRules(css, isUsed) {
  let output = '';
  for (const { prelude, body } of blocks(css)) {
    if (/^@(media|supports|layer)/.test(prelude)) {
      const inner = pruneRules(body, isUsed);
      if (inner) output += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@')) {
      output += `${prelude}{${body}}`;
    } else {
      const selectors = prelude.split(',').filter((selector) => keepSelector(selector, isUsed));
      if (selectors.length > 0) output += `${selectors.join(',')}{${body}}`;
    }
  }
  return output;
}

/**
 * Removes `--mrn-x: value` declarations nothing reads: kept when some CSS or script says
 * `var(--mrn-x` or the script names it (the lead form theme sets properties from JavaScript).
 */
export function pruneCustomProperties(css, script, allCss) {
  const used = (name) => {
    const exact = `${name}(?![A-Za-z0-9-])`;
    return new RegExp(`var\\(\\s*${exact}`).test(allCss) || new RegExp(exact).test(script);
  };
  return css
    .replace(/(?<=[{;])\s*(--mrn-[A-Za-z0-9-]+)\s*:[^;{}]*;?/g, (declaration, name) =>
      used(name) ? declaration : '',
    )
    .replace(/;}/g, '}');
}

/**
 * Every widget sheet is adopted by a shadow root, where `:root` never matches: `:root,:host{...}`
 * (tokens.css, shared with the site) becomes `:host{...}`, and a rule that now has the same
 * selector as the one before it joins it.
 */
export function forShadowRoot(css) {
  const merged = [];
  for (const { prelude, body } of blocks(css)) {
    const selectors = prelude.startsWith('@')
      ? prelude
      : prelude
          .split(',')
          .filter((selector) => selector.trim() !== ':root')
          .join(',');
    if (!selectors) continue;
    const previous = merged.at(-1);
    if (previous && previous.prelude === selectors && !selectors.startsWith('@'))
      previous.body = `${previous.body};${body}`;
    else merged.push({ prelude: selectors, body });
  }
  return merged.map(({ prelude, body }) => `${prelude}{${body}}`).join('');
}

/**
 * Within one sheet, a custom property declared on :host by an earlier rule and again by a later
 * one (tokens in rem, then the widget's px values) only needs the later declaration.
 */
export function dropOverriddenHostProperties(css) {
  const list = blocks(css);
  const seen = new Set();
  for (let index = list.length - 1; index >= 0; index--) {
    const block = list[index];
    if (!block.prelude.split(',').some((selector) => selector.trim() === ':host')) continue;
    block.body = block.body
      .split(';')
      .filter((declaration) => {
        const name = declaration.split(':')[0].trim();
        if (!name.startsWith('--')) return true;
        if (seen.has(name)) return false;
        seen.add(name);
        return true;
      })
      .join(';');
  }
  return list.map(({ prelude, body }) => `${prelude}{${body}}`).join('');
}

/**
 * Sizes are not part of the widgets' theming (colours and fonts are): `var(--mrn-space-2)` and
 * friends become their :host values, and the declarations go. Saves bytes on every partner page.
 */
const STATIC_TOKEN = /^--mrn-(space|radius|font-size|target-size|line-height|font-weight)/;

export function inlineStaticTokens(css) {
  const values = new Map();
  for (const [, name, value] of css.matchAll(/(?<=[{;])(--mrn-[A-Za-z0-9-]+):([^;{}]*)/g)) {
    if (STATIC_TOKEN.test(name)) values.set(name, value.trim());
  }
  return css
    .replace(/(?<=[{;])(--mrn-[A-Za-z0-9-]+):[^;{}]*;?/g, (declaration, name) =>
      values.has(name) ? '' : declaration,
    )
    .replace(/var\((--mrn-[A-Za-z0-9-]+)\)/g, (reference, name) => values.get(name) ?? reference)
    .replace(/;}/g, '}');
}
