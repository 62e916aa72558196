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

/** A link of the breadcrumb trail (the shape Breadcrumbs.astro renders). */
export interface Crumb {
  name: string;
  path: string;
}

/** What BaseLayout needs to frame a page that PAGE_META describes. */
export interface PageShellProps {
  title: string;
  description: string;
  keywords: readonly string[];
  path: string;
  pageName: string;
  heading: { title: string; subtitle: string };
  crumbs: Crumb[];
  disclaimerTopic: string;
}

export interface PageShellOptions {
  /** Name recorded with the 'Page Viewed' analytics event; also the crumb of a top-level page. */
  pageName: string;
  disclaimerTopic: string;
  /** The section a nested page sits in (Calculators, Templates); its own crumb is then its title. */
  parent?: Crumb;
}

/**
 * BaseLayout's props for a page described by its PAGE_META entry: document title, description,
 * keywords, the heading in the header and the breadcrumbs all follow from the path. A function
 * rather than a layout around BaseLayout, because Astro orders a page's CSS by where along the
 * import chain each file is reached, and a layout in between would put the global styles after
 * the page's own <style> blocks.
 */
export function shellPropsFor(
  path: string,
  { pageName, disclaimerTopic, parent }: PageShellOptions,
): PageShellProps {
  const meta = pageMetaFor(path);
  return {
    title: documentTitle(meta),
    description: meta.description,
    keywords: meta.keywords,
    path,
    pageName,
    heading: { title: meta.title, subtitle: meta.subtitle },
    crumbs: parent ? [parent, { name: meta.title, path }] : [{ name: pageName, path }],
    disclaimerTopic,
  };
}
