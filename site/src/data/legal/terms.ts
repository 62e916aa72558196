/**
 * Terms of Service text for /terms, in 16 sections. Shares the LegalSection shape with the
 * privacy policy so both pages render through the same component.
 */
import type { LegalSection } from './privacy';

export type { LegalSection } from './privacy';

export const TERMS_LAST_UPDATED = 'July 7, 2025';

export const TERMS_INTRO =
  'These terms are the agreement between you and Mortgage Rate Notifier, LLC ("Mortgage Rate Notifier", "we", "us") for using our website, rate alerts and partner widgets. Please read them; they are written to be understood.';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Acceptance of These Terms',
    paragraphs: [
      'By using our website, creating an account, setting up a rate alert or embedding one of our forms, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use the service.',
      'If you use the service for a business, you confirm that you are allowed to accept these terms on its behalf.',
    ],
  },
  {
    title: 'What the Service Does',
    paragraphs: [
      'Mortgage Rate Notifier watches published US mortgage rates (30-year and 15-year fixed) and emails you when a rate crosses a target you set, above or below. Rate data is updated once per business day and checked several times a day.',
      'We also offer free calculators, printable worksheets, a glossary and articles, and, for mortgage and real-estate professionals, white-label lead-generation forms for their own websites. We are not a lender or a mortgage broker, and we do not make loans, quote rates for a specific borrower, or lock rates.',
    ],
  },
  {
    title: 'Eligibility',
    paragraphs: [
      'You must be at least 18 years old and able to enter into a binding contract to use the service. The service is designed for people and businesses dealing with US residential mortgages.',
    ],
  },
  {
    title: 'Your Account',
    paragraphs: [
      'Creating alerts requires a free account, which you set up with your email address. Give us accurate information and keep your sign-in details private. You are responsible for activity under your account, so tell us promptly through the contact page if you think someone else is using it.',
      'Partners are responsible for keeping their API keys secret. A key is shown only once; if one is exposed, revoke it and create a new one.',
    ],
  },
  {
    title: 'Consent to Email',
    paragraphs: [
      'By creating an alert you agree to receive emails about it, including a confirmation email and an alert each time your threshold is crossed. By signing up for the newsletter you agree to receive it.',
      'Every alert email has a one-click unsubscribe link, and you can delete alerts or your account at any time. Unsubscribe and opt-out requests are processed within 10 business days, and one-click unsubscribes usually take effect immediately.',
    ],
  },
  {
    title: 'Acceptable Use',
    paragraphs: ['When using the service, you agree not to:'],
    bullets: [
      'Submit someone else\u2019s contact details without their permission, or enter false information.',
      'Send spam, automated or bulk submissions, or try to overload or disrupt the service.',
      'Try to get around rate limits, security measures or plan limits, or access data that is not yours.',
      'Copy, scrape or resell our data or content except as these terms allow.',
      'Use the service for anything unlawful, misleading or harmful.',
    ],
  },
  {
    title: 'Not Financial Advice; No Warranties',
    paragraphs: [
      'Everything on the service, including rates, alerts, calculator results, worksheets and articles, is general educational information. It is not financial, legal, tax or lending advice, and it is not an offer of credit. Published average rates are not the rate you will be offered; your rate depends on your credit, loan, property and lender. Talk to a licensed professional before making decisions.',
      'The service is provided "as is" and "as available". We work to keep it accurate and running, but we do not promise that rates will be error-free or current, that every alert will arrive or arrive on time, or that the service will be uninterrupted. To the extent the law allows, we disclaim all warranties, including merchantability, fitness for a particular purpose and non-infringement.',
    ],
  },
  {
    title: 'Limitation of Liability',
    paragraphs: [
      'To the extent the law allows, Mortgage Rate Notifier, LLC is not liable for indirect, incidental, special or consequential losses, including a missed rate, a higher interest rate, or lost profits, arising from your use of or reliance on the service.',
      'Our total liability for any claim about the service is limited to the greater of the amount you paid us in the 12 months before the claim or $100. Some places do not allow these limits, so they may not all apply to you.',
    ],
  },
  {
    title: 'Embedded Forms and Partner Obligations',
    paragraphs: ['If you are a partner who places our forms on a website, you agree to these extra rules:'],
    bullets: [
      'Embed forms only on websites you own or control.',
      'Do not alter, tamper with or work around the embed code or the form it produces.',
      'Do not misrepresent the form, who operates it, or what visitors will receive when they submit it.',
      'If you are a mortgage professional, show your licence ID (for example your NMLS number) in your communications with leads, as your licensing rules require. We do not verify anyone\u2019s licensing; that responsibility is yours.',
      'Follow the laws that apply to you, including those on marketing, privacy, email and telephone contact, and fair lending.',
      'We may disable any form that breaks these terms, without notice if needed to protect visitors or the service.',
    ],
  },
  {
    title: 'Lead Generation',
    paragraphs: [
      'When a visitor submits a partner\u2019s form, the submission becomes a lead of that partner. We share it with the partner, record which form produced it, and send the visitor rate alerts on the partner\u2019s behalf.',
      'Partners must use leads only to serve the people who submitted them, honor unsubscribe and do-not-contact requests promptly, and protect lead data. We do not guarantee any number or quality of leads.',
    ],
  },
  {
    title: 'Fees and Plans',
    paragraphs: [
      'The Free plan for homebuyers costs nothing and includes unlimited rate alert messages, up to 3 rate targets at a time, and rate history.',
      'The Professional plan costs $7 per month, or $67 per year when billed annually. It starts with a 14-day free trial and includes up to 20 rate targets, white-label lead-generation widgets, unlimited leads, CSV export and priority support. There are no setup fees, and you can cancel at any time; cancellation takes effect at the end of the billing period you have paid for. We will give you notice before any price change affects you.',
    ],
  },
  {
    title: 'Intellectual Property',
    paragraphs: [
      'The service, its software, design, text, calculators and worksheets belong to Mortgage Rate Notifier, LLC or its licensors. You may use them for your own personal or business use under these terms, and print worksheets for your own use.',
      'Partners keep ownership of their logos and content, and give us permission to display them in their forms and in emails sent on their behalf.',
    ],
  },
  {
    title: 'Third-Party Data',
    paragraphs: [
      'Mortgage rates come from FRED®, the economic data service of the Federal Reserve Bank of St. Louis. This product uses the FRED® API but is not endorsed or certified by the Federal Reserve Bank of St. Louis. Rates are shown as published and may be revised, delayed or unavailable; FRED\u2019s own terms of use also apply to that data.',
    ],
  },
  {
    title: 'Termination',
    paragraphs: [
      'You can stop using the service and delete your account at any time. We may suspend or close an account, or disable a form, if it breaks these terms, puts others at risk, or if we stop offering the service; where reasonable we will tell you first.',
      'The sections on disclaimers, limitation of liability, intellectual property and governing law continue to apply after termination.',
    ],
  },
  {
    title: 'Governing Law',
    paragraphs: [
      'These terms are governed by the laws of the Commonwealth of Virginia, USA, without regard to its conflict-of-laws rules. Any dispute will be decided in the state or federal courts located in Virginia, unless the law where you live gives you the right to bring it elsewhere.',
    ],
  },
  {
    title: 'Changes and Contact',
    paragraphs: [
      'We may update these terms as the service changes. We will change the "Last Updated" date above and, for significant changes, notify account holders before they take effect. Continuing to use the service after that means you accept the updated terms.',
      'Questions about these terms can be sent to Mortgage Rate Notifier, LLC through our contact page at /contact.',
    ],
  },
];
