import { mailLinkQuerySchema } from '@mrn/sdk/schemas';
import { Hono } from 'hono';
import type { MailBrand } from '../mail/mail-layout.ts';
import { mailLinkPage, type PageContent } from '../mail/mail-link-page.ts';
import { mailSettingsFromConfig } from '../mail/mail-settings.ts';
import { type TokenPurpose, verifyToken } from '../mail/signed-token.ts';
import { describeOperation } from '../openapi/describe-operation.ts';
import type { AppDeps } from './app-deps.ts';
import type { AppEnv } from './app-env.ts';
import { validate } from './validate.ts';

const HTML_PAGE = { mediaType: 'text/html' } as const;

/** The operation's words in /api/openapi.json. */
interface LinkOperationDocs {
  summary: string;
  description: string;
  /** What the 200 page says. */
  answer: string;
}

/** A signed link in a mail and what pressing its page's button does. */
export interface MailLink<Outcome extends string> {
  /** Relative to where the feature's router is mounted (app.ts). */
  path: string;
  purpose: TokenPurpose;
  /** The page for a link that is broken, changed, expired or points at nothing. */
  badLink: PageContent;
  /** GET: the question and the button's label. */
  ask: { docs: Omit<LinkOperationDocs, 'description'>; title: string; message: string; buttonLabel: string };
  /** The button posts what RFC 8058 one-click mail programs post, so both are the same request. */
  oneClick: boolean;
  /** POST: the change, on the id the token signs. */
  act: {
    docs: LinkOperationDocs;
    run: (subjectId: string, now: Date) => Promise<Outcome | 'not_found'>;
    page: (outcome: Outcome) => PageContent;
    status?: (outcome: Outcome) => 200 | 409;
  };
  /** A lead's pages carry the partner's name and logo, like its mails. */
  brandOf?: (subjectId: string) => Promise<MailBrand | undefined>;
}

/**
 * GET `path?token=`: a page with a button; its POST acts and says so. Nothing changes on GET: mail
 * scanners and link previews open every link in a mail.
 */
export function mailLinkRoutes<Outcome extends string>(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  link: MailLink<Outcome>,
): Hono<AppEnv> {
  const now = () => (deps.clock ? deps.clock() : new Date());
  const settings = mailSettingsFromConfig(deps.config);
  const brandOf = async (subjectId: string) => (link.brandOf ? link.brandOf(subjectId) : undefined);

  return new Hono<AppEnv>()
    .get(
      link.path,
      describeOperation({
        audience: 'Public API',
        summary: link.ask.docs.summary,
        description: 'Shows a page with a button; nothing changes on GET, since mail scanners open links.',
        success: { 200: { description: link.ask.docs.answer, ...HTML_PAGE } },
      }),
      validate('query', mailLinkQuerySchema),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const token = c.req.valid('query').token;
        const check = verifyToken(settings.secret, token, link.purpose, now());
        if (!check.ok) return c.html(mailLinkPage(link.badLink), 400);
        const page: PageContent = {
          title: link.ask.title,
          message: link.ask.message,
          button: {
            label: link.ask.buttonLabel,
            // The full path the link was opened at: `path` is relative to where the router is mounted.
            action: `${c.req.path}?token=${encodeURIComponent(token)}`,
            ...(link.oneClick ? { hiddenFields: { 'List-Unsubscribe': 'One-Click' } } : {}),
          },
        };
        return c.html(mailLinkPage(page, await brandOf(check.claims.subject)));
      },
    )
    .post(
      link.path,
      describeOperation({
        audience: 'Public API',
        summary: link.act.docs.summary,
        description: link.act.docs.description,
        success: { 200: { description: link.act.docs.answer, ...HTML_PAGE } },
      }),
      validate('query', mailLinkQuerySchema),
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const check = verifyToken(settings.secret, c.req.valid('query').token, link.purpose, now());
        if (!check.ok) return c.html(mailLinkPage(link.badLink), 400);
        const outcome = await link.act.run(check.claims.subject, now());
        if (outcome === 'not_found') return c.html(mailLinkPage(link.badLink), 404);
        const page = mailLinkPage(link.act.page(outcome), await brandOf(check.claims.subject));
        return c.html(page, link.act.status?.(outcome) ?? 200);
      },
    );
}
