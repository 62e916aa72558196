import MagicString from 'magic-string';

/**
 * `z.string(...)`, `z\n  .number()`: the start of a zod call chain. Not `z.config(...)` or
 * `z.globalRegistry.add(...)`, which are called for their effect and would be dropped.
 */
const ZOD_CALL_CHAIN = /(?<![\w$.])z(?=\s*\.\s*(?!config\b|globalRegistry\b)[A-Za-z_$][\w$]*\s*\()/g;

/**
 * Marks every zod call chain in sdk/src/schemas as pure (`/*#__PURE__*\/ z.string().check(...)`),
 * so a bundle keeps only the schemas it uses. Without it Rollup must assume `.check(...)` on a
 * schema has side effects and keeps every schema of every module it touches: the widget contract
 * chunk would carry the partner and rate-history schemas, and a constant such as TARGET_RATE_MIN
 * imported by embed.js would drag zod in with it. Schema modules only build values, so the
 * annotation is true of them (it is the one babel-plugin-annotate-pure-calls adds).
 */
export function pureSchemaCalls() {
  return {
    name: 'mrn-pure-schema-calls',
    transform(code, id) {
      if (!/[\\/]sdk[\\/]src[\\/]schemas[\\/]/.test(id) || !code.includes('z')) return null;
      const output = new MagicString(code);
      for (const match of code.matchAll(ZOD_CALL_CHAIN)) output.appendLeft(match.index, '/*#__PURE__*/ ');
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
