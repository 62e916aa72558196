/** Head and header text of the app's pages (/app/*). None of them is in the sitemap. */
export interface AppPage {
  path: string;
  title: string;
  /** Header h1 and subtitle. */
  heading: string;
  subtitle: string;
  description: string;
  /**
   * Sign-in stays indexable (people search for "Mortgage Rate Notifier sign in", and Lighthouse's
   * crawlability audit fails on noindex); every other app page is noindex.
   */
  noindex: boolean;
  pageName: string;
  /**
   * Who the server lets see the page (site/server/app-page-access.ts): `signed-in` and `partner`
   * pages send a signed-out visitor to sign-in with `next`, and `partner` pages send an account
   * without a partner profile to the console's overview (which offers one); `signed-out` pages
   * (sign-in, sign-up) send a signed-in visitor on to the app; `anyone` pages (mail links,
   * goodbye) are served to all.
   */
  access: 'signed-in' | 'partner' | 'signed-out' | 'anyone';
}

const KEYWORDS = ['mortgage rate alerts', 'mortgage rate notifier account'] as const;

export const APP_PAGE_KEYWORDS: readonly string[] = KEYWORDS;

export const APP_PAGES = {
  signIn: {
    path: '/app/sign-in',
    title: 'Sign in | Mortgage Rate Notifier',
    heading: 'Sign in',
    subtitle: 'No password: we mail you a link and a 6-digit code.',
    description:
      'Sign in to Mortgage Rate Notifier to see current rates and manage your mortgage rate alerts.',
    noindex: false,
    pageName: 'App Sign In',
    access: 'signed-out',
  },
  signUp: {
    path: '/app/sign-up',
    title: 'Create your free account | Mortgage Rate Notifier',
    heading: 'Create your free account',
    subtitle: 'Free rate alerts for 30-year and 15-year fixed mortgages. No password, no spam.',
    description:
      'Create a free Mortgage Rate Notifier account and get an email when mortgage rates cross your target.',
    noindex: true,
    pageName: 'App Sign Up',
    access: 'signed-out',
  },
  verify: {
    path: '/app/verify',
    title: 'Sign in to Mortgage Rate Notifier',
    heading: 'Sign in to Mortgage Rate Notifier',
    subtitle: 'Press the button to finish signing in.',
    description: 'Finish signing in to Mortgage Rate Notifier with the link from your mail.',
    noindex: true,
    pageName: 'App Verify Link',
    access: 'anyone',
  },
  dashboard: {
    path: '/app',
    title: 'Your dashboard | Mortgage Rate Notifier',
    heading: 'Your dashboard',
    subtitle: 'Current rates, their history and your rate alerts.',
    description: 'Current mortgage rates, rate history and your rate alerts.',
    noindex: true,
    pageName: 'App Dashboard',
    access: 'signed-in',
  },
  account: {
    path: '/app/account',
    title: 'Your account | Mortgage Rate Notifier',
    heading: 'Your account',
    subtitle: 'Email address, notifications and your data.',
    description:
      'Manage your Mortgage Rate Notifier account: email address, notifications, data export and deletion.',
    noindex: true,
    pageName: 'App Account',
    access: 'signed-in',
  },
  confirmEmail: {
    path: '/app/confirm-email',
    title: 'Confirm your new email address | Mortgage Rate Notifier',
    heading: 'Confirm your new email address',
    subtitle: 'Press the button to move your account to this address.',
    description: 'Confirm the new email address of your Mortgage Rate Notifier account.',
    noindex: true,
    pageName: 'App Confirm Email',
    access: 'anyone',
  },
  deleted: {
    path: '/app/deleted',
    title: 'Your account is deleted | Mortgage Rate Notifier',
    heading: 'Your account is deleted',
    subtitle: 'Thank you for using Mortgage Rate Notifier.',
    description: 'Your Mortgage Rate Notifier account has been deleted.',
    noindex: true,
    pageName: 'App Account Deleted',
    access: 'anyone',
  },
  partner: {
    path: '/app/partner',
    title: 'Partner console | Mortgage Rate Notifier',
    heading: 'Partner console',
    subtitle: 'Your business profile, your plan, and your lead forms, leads and API keys.',
    description:
      'Become a Mortgage Rate Notifier partner: put rate-alert lead forms on your website and manage your leads.',
    noindex: true,
    pageName: 'App Partner Console',
    access: 'signed-in',
  },
  partnerKeys: {
    path: '/app/partner/keys',
    title: 'API keys | Mortgage Rate Notifier',
    heading: 'API keys',
    subtitle: 'Named keys for the partner API: create, see when each was last used, revoke.',
    description: 'Create, list and revoke the API keys of your Mortgage Rate Notifier partner account.',
    noindex: true,
    pageName: 'App Partner API Keys',
    access: 'partner',
  },
  partnerLeads: {
    path: '/app/partner/leads',
    title: 'Leads | Mortgage Rate Notifier',
    heading: 'Leads',
    subtitle: 'Everyone who asked for a rate alert through your forms, with where their alert stands.',
    description: 'Search, filter, sort and export the leads of your Mortgage Rate Notifier forms.',
    noindex: true,
    pageName: 'App Partner Leads',
    access: 'partner',
  },
  partnerAnalytics: {
    path: '/app/partner/analytics',
    title: 'Analytics | Mortgage Rate Notifier',
    heading: 'Analytics',
    subtitle: 'Views, opens, submissions and confirmed leads per form, and where each form is installed.',
    description:
      'Views, opens, submissions, confirmed leads and conversion of your Mortgage Rate Notifier forms.',
    noindex: true,
    pageName: 'App Partner Analytics',
    access: 'partner',
  },
  partnerWebhooks: {
    path: '/app/partner/webhooks',
    title: 'Webhooks | Mortgage Rate Notifier',
    heading: 'Webhooks',
    subtitle: 'Get lead events on your own server: signed, retried for 24 hours, logged.',
    description:
      'Register a webhook endpoint for the lead events of your Mortgage Rate Notifier partner account.',
    noindex: true,
    pageName: 'App Partner Webhooks',
    access: 'partner',
  },
  partnerForms: {
    path: '/app/partner/forms',
    title: 'Forms | Mortgage Rate Notifier',
    heading: 'Forms',
    subtitle: 'Your rate-alert lead forms: create, edit, duplicate, disable.',
    description:
      'Create and manage the rate-alert lead forms of your Mortgage Rate Notifier partner account.',
    noindex: true,
    pageName: 'App Partner Forms',
    access: 'partner',
  },
  partnerFormEdit: {
    path: '/app/partner/forms/edit',
    title: 'Form builder | Mortgage Rate Notifier',
    heading: 'Form builder',
    subtitle:
      'Every setting of your form, a live preview of the real widget, and the snippets to install it.',
    description:
      'Build a Mortgage Rate Notifier lead form with a live preview and copy its install snippets.',
    noindex: true,
    pageName: 'App Partner Form Builder',
    access: 'partner',
  },
} as const satisfies Record<string, AppPage>;

/** BaseLayout's props for an app page. */
export function appShellProps(page: AppPage) {
  return {
    title: page.title,
    description: page.description,
    keywords: APP_PAGE_KEYWORDS,
    path: page.path,
    noindex: page.noindex,
    pageName: page.pageName,
    heading: { title: page.heading, subtitle: page.subtitle },
    disclaimerTopic: 'Information in Mortgage Rate Notifier',
  };
}
