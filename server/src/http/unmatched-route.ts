import type { Env, Hono, NotFoundHandler } from 'hono';
import { allowedMethodsOf } from './allowed-methods.ts';
import { apiError } from './errors.ts';

/**
 * The app's notFound: a path some route answers with other methods is a 405 with an Allow header,
 * anything else a 404, both in the error shape. The routes are read on the first miss, once all are mounted.
 */
export function unmatchedRoute<E extends Env>(app: Hono<E>): NotFoundHandler<E> {
  let allowedMethods: ((path: string) => string[]) | undefined;
  return (c) => {
    allowedMethods ??= allowedMethodsOf(app);
    const allowed = allowedMethods(c.req.path);
    if (allowed.length > 0) {
      c.header('Allow', allowed.join(', '));
      return apiError(
        c,
        405,
        'method_not_allowed',
        `${c.req.path} answers ${allowed.join(', ')}, not ${c.req.method}.`,
      );
    }
    return apiError(c, 404, 'not_found', `No API route matches ${c.req.method} ${c.req.path}.`);
  };
}
