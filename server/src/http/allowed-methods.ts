import type { Env, Hono } from 'hono';

interface RouteMatcher {
  method: string;
  pattern: RegExp;
}

/** '/api/forms/:id/leads' -> /^\/api\/forms\/[^/]+\/leads$/ (Hono's `:name` is one path segment). */
function pathPattern(path: string): RegExp {
  const escaped = path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${escaped}$`);
}

/**
 * The methods `app` answers for a path, to turn a wrong method into 405 with an Allow header
 * instead of 404. Built once from the registered routes (middleware registered for ALL is skipped).
 */
export function allowedMethodsOf<E extends Env>(app: Hono<E>): (path: string) => string[] {
  const matchers: RouteMatcher[] = [];
  for (const route of app.routes) {
    if (route.method === 'ALL' || route.path.includes('*')) continue;
    if (
      !matchers.some(
        (known) => known.method === route.method && known.pattern.source === pathPattern(route.path).source,
      )
    ) {
      matchers.push({ method: route.method, pattern: pathPattern(route.path) });
    }
  }
  return (path) => {
    const methods = new Set(matchers.filter(({ pattern }) => pattern.test(path)).map(({ method }) => method));
    if (methods.has('GET')) methods.add('HEAD');
    return [...methods];
  };
}
