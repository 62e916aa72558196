// @ts-check
/**
 * Rehype plugin for Markdown pages (blog posts, calculator guides): wraps every table in a named,
 * focusable region that scrolls sideways on its own, so a wide table never makes the page scroll
 * on a phone. The region is named after the table's column headings; `.table-scroll` (site.css)
 * draws the edge shadows that show there is more to see.
 */

/** @typedef {{ type: string, tagName?: string, value?: string, properties?: Record<string, unknown>, children?: Node[] }} Node */

/**
 * @param {Node} node
 * @returns {string}
 */
function textOf(node) {
  if (node.type === 'text') return node.value ?? '';
  return (node.children ?? []).map(textOf).join('');
}

/** @param {Node} table */
function headingsOf(table) {
  /** @type {string[]} */
  const headings = [];
  /** @param {Node} node */
  const visit = (node) => {
    if (node.tagName === 'th') headings.push(textOf(node).trim());
    else for (const child of node.children ?? []) visit(child);
  };
  visit(table);
  return headings.filter(Boolean);
}

/** @param {Node} parent */
function wrapTables(parent) {
  const children = parent.children ?? [];
  for (let index = 0; index < children.length; index += 1) {
    const child = children[index];
    if (child.tagName === 'table') {
      const headings = headingsOf(child);
      children[index] = {
        type: 'element',
        tagName: 'div',
        properties: {
          className: ['table-scroll'],
          role: 'region',
          ariaLabel: headings.length > 0 ? `Table: ${headings.join(', ')}` : 'Table',
          tabIndex: 0,
        },
        children: [child],
      };
    } else {
      wrapTables(child);
    }
  }
}

export default function rehypeScrollableTables() {
  /** @param {Node} tree */
  return (tree) => wrapTables(tree);
}
