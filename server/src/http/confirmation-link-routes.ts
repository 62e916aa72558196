import type { Hono } from 'hono';
import type { PageContent } from '../mail/mail-link-page.ts';
import type { AppDeps } from './app-deps.ts';
import type { AppEnv } from './app-env.ts';
import { type MailLink, mailLinkRoutes } from './mail-link-routes.ts';

/** A double opt-in link: what differs between an alert's, a newsletter's and an address's confirmation. */
export interface ConfirmationLink<Outcome extends string>
  extends Pick<MailLink<Outcome>, 'purpose' | 'badLink' | 'brandOf'> {
  /** GET: the question, and the operation's summary in /api/openapi.json. */
  ask: { summary: string; title: string; message: string; buttonLabel: string };
  /** POST: the confirmation, the page each outcome shows, and its words in /api/openapi.json. */
  confirm: {
    summary: string;
    /** What confirming twice (or in another state) says, after the common first sentence. */
    outcomes: string;
    answer: string;
    run: MailLink<Outcome>['act']['run'];
    pages: Record<Outcome, PageContent>;
    status?: MailLink<Outcome>['act']['status'];
  };
}

/**
 * GET `/confirm?token=`: a page with a Confirm button; its POST confirms (double opt-in). Every
 * confirmation link works this way, so mail scanners that open links confirm nothing.
 */
export function confirmationLinkRoutes<Outcome extends string>(
  deps: Pick<AppDeps, 'config' | 'clock'>,
  link: ConfirmationLink<Outcome>,
): Hono<AppEnv> {
  const { ask, confirm } = link;
  return mailLinkRoutes(deps, {
    path: '/confirm',
    purpose: link.purpose,
    badLink: link.badLink,
    ...(link.brandOf && { brandOf: link.brandOf }),
    ask: {
      docs: { summary: ask.summary, answer: 'A page with a Confirm button that POSTs.' },
      title: ask.title,
      message: ask.message,
      buttonLabel: ask.buttonLabel,
    },
    oneClick: false,
    act: {
      docs: {
        summary: confirm.summary,
        description: `What the confirmation page’s button sends. ${confirm.outcomes}`,
        answer: confirm.answer,
      },
      run: confirm.run,
      page: (outcome) => confirm.pages[outcome],
      ...(confirm.status && { status: confirm.status }),
    },
  });
}
