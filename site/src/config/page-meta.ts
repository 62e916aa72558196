import { PAGE_META, type PageMeta } from '../data/calculators-index.ts';

/** Title, subtitle, description and keywords of a route; a missing entry fails the build loudly. */
export function pageMetaFor(path: string): PageMeta {
  const meta = PAGE_META[path];
  if (!meta) throw new Error(`No page metadata for ${path} in src/data/calculators-index.ts`);
  return meta;
}

/** Document title: the page title followed by the brand. */
export function documentTitle(meta: PageMeta): string {
  return meta.title.includes('Mortgage Rate Notifier')
    ? meta.title
    : `${meta.title} | Mortgage Rate Notifier`;
}
