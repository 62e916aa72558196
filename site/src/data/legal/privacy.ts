/**
 * Privacy Policy text for /privacy. Kept as data so the page component only handles layout
 * and the wording can be reviewed (and tested for its 15 sections) on its own.
 */
export interface LegalSection {
  title: string;
  paragraphs: string[];
  bullets?: string[];
}

export const PRIVACY_LAST_UPDATED = 'July 7, 2025';

export const PRIVACY_INTRO =
  'This policy explains what information Mortgage Rate Notifier, LLC ("Mortgage Rate Notifier", "we", "us") collects when you use our website, rate alerts and partner widgets, why we collect it, and the choices you have. We have tried to keep it short and in plain English.';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    title: 'Information We Collect',
    paragraphs: [
      'We collect only what we need to run the service. Most of our site, including the calculators, worksheets, glossary and FAQ, works without giving us any personal information at all.',
      'Depending on how you use the service, we may collect:',
    ],
    bullets: [
      'Account details: your email address and, if you choose to give it, your name.',
      'Alert settings: the rate type you watch (30-year or 15-year fixed), your target rate, whether you want to hear when rates go above or below it, and your notification preferences.',
      'Form submissions: what you type into our contact form, newsletter form, or a partner rate-alert form (for example name, email, phone number and target rate).',
      'Usage data: pages visited, buttons clicked, calculators used, browser type, device type, approximate location derived from your IP address, and referring page.',
      'Email interaction data: whether an alert email was delivered and whether you used its unsubscribe link.',
    ],
  },
  {
    title: 'How We Use Your Information',
    paragraphs: ['We use the information we collect to:'],
    bullets: [
      'Create and manage your account and your rate alerts.',
      'Send the rate alert emails you asked for, and service messages such as confirmations.',
      'Send our newsletter if you subscribed to it.',
      'Answer questions you send through the contact form.',
      'Deliver leads to the mortgage or real-estate professional whose form you filled in.',
      'Understand how the site is used so we can fix problems and improve it.',
      'Protect the service against abuse, fraud and security threats, and meet legal obligations.',
    ],
  },
  {
    title: 'Analytics',
    paragraphs: [
      'We use Amplitude, a product analytics service, to understand how visitors use our site. Amplitude receives events such as page views, calculator use, template views and button clicks, along with technical details like browser and device type.',
      'We use this information in aggregate to decide what to improve. We do not use it to build advertising profiles, and we do not send the numbers you type into calculators together with your name or email address. If analytics cannot load, the site keeps working normally.',
    ],
  },
  {
    title: 'How We Share Information',
    paragraphs: [
      'We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We share information only in these cases:',
    ],
    bullets: [
      'Service providers who work on our behalf, such as hosting, email delivery and analytics providers. They may use the information only to provide their service to us.',
      'Partners, when you submit a lead through that partner\u2019s form, as described in the next section.',
      'Legal reasons: when the law requires it, or to protect the rights, safety or property of our users, the public or us.',
      'Business transfers: if the company is merged or sold, your information may move to the new owner, who must honor this policy.',
    ],
  },
  {
    title: 'Campaign Lead Sharing with Partners',
    paragraphs: [
      'Mortgage and real-estate professionals ("partners") can place our rate-alert forms on their own websites. When you submit one of these forms, your submission is a lead for that partner: we share the information you entered (such as your name, email, phone number and target rate) with the partner who owns the form, and we record which form it came from.',
      'Rate alerts for these leads are sent on the partner\u2019s behalf and may carry the partner\u2019s business name. The partner may contact you directly. How the partner uses your information is governed by the partner\u2019s own privacy policy, so please read it. A lead submitted through one partner\u2019s form is not shared with other partners.',
    ],
  },
  {
    title: 'Email Alerts and Communications',
    paragraphs: [
      'Rate alert emails are sent only when the rate you watch crosses the threshold you set, and only after you have confirmed your email address. We do not send marketing email unless you subscribed to the newsletter.',
      'Every alert email includes a one-click unsubscribe link. You can also delete alerts from your dashboard at any time. Some service messages, such as account security notices, may still be sent while you have an account.',
    ],
  },
  {
    title: 'Cookies and Similar Technologies',
    paragraphs: [
      'We use a small number of cookies and browser storage items. Essential cookies keep you signed in and protect forms against abuse. Analytics cookies or identifiers help Amplitude count visits and sessions.',
      'We do not use advertising cookies and we do not show ads. You can block or delete cookies in your browser settings; the public site and calculators will still work, but signing in to your account needs essential cookies.',
    ],
  },
  {
    title: 'Data Security',
    paragraphs: [
      'All traffic between your browser and our service is encrypted with TLS (256-bit encryption). Access to personal data inside our company is limited to people who need it to run the service. Partner API keys are stored only in hashed form.',
      'No system is perfectly secure, so we cannot promise that information will never be accessed without permission. If a breach affects your personal information, we will notify you as the law requires.',
    ],
  },
  {
    title: 'Data Retention',
    paragraphs: ['We keep personal information only as long as we need it for the purposes in this policy:'],
    bullets: [
      'Usage and analytics data: kept for 12 to 24 months, then deleted or aggregated.',
      'Alert history: kept for up to 2 years after your last interaction with the service.',
      'Deleted accounts: when you delete your account, we erase at once your account, your sign-in sessions, every alert for your email address with the history of alert emails we sent for it, your notification settings and newsletter subscription, and the messages you sent us through our contact form. Anything left in backups or logs is erased or anonymised within 90 days of deletion.',
      'Leads you sent to a partner: a lead you submitted through a partner\u2019s form is that partner\u2019s business record (see "Campaign Lead Sharing with Partners"). Deleting your account deletes the alert it created, but the partner keeps the details you gave them in that form (name, email, phone number, target rate and the page you were on). To have those removed, ask the partner under their own privacy policy.',
      'Opt-outs and unsubscribe requests: processed within 10 business days (one-click unsubscribes usually take effect immediately).',
      'Some records may be kept longer when the law requires it, for example billing records.',
    ],
  },
  {
    title: 'Your Rights and Choices',
    paragraphs: [
      'Wherever you live, you can ask us to show you the personal information we hold about you, correct it, delete it, or send you a copy. You can unsubscribe from any email and delete your alerts or account at any time.',
      'California residents have additional rights under the California Consumer Privacy Act as amended by the California Privacy Rights Act (CCPA/CPRA):',
    ],
    bullets: [
      'The right to know what personal information we collect, use and disclose, and to get a copy of it.',
      'The right to delete personal information, subject to legal exceptions.',
      'The right to correct inaccurate personal information.',
      'The right to opt out of the sale or sharing of personal information. We do not sell or share personal information as those terms are defined by the CCPA.',
      'The right to limit the use of sensitive personal information. We do not collect sensitive personal information for purposes that require this option.',
      'The right not to be treated differently for exercising any of these rights.',
      'To make a request, write to us through our contact page. We will verify your identity before acting, and you may use an authorized agent.',
    ],
  },
  {
    title: "Children's Privacy",
    paragraphs: [
      'The service is intended for adults and is not for anyone under 18. We do not knowingly collect personal information from children. If you believe a child has given us information, contact us and we will delete it.',
    ],
  },
  {
    title: 'International Users',
    paragraphs: [
      'The service is designed for people buying or refinancing homes in the United States, and our systems are operated in the United States. If you use it from another country, your information will be transferred to and processed in the United States, where privacy laws may differ from those where you live.',
    ],
  },
  {
    title: 'Third-Party Links and Services',
    paragraphs: [
      'Our site links to other websites, such as the FRED® data service of the Federal Reserve Bank of St. Louis, partner websites, and our social media pages. Those sites have their own privacy practices, which we do not control. We encourage you to read their policies before giving them information.',
    ],
  },
  {
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this policy as the service changes or the law requires. When we do, we will change the "Last Updated" date at the top of this page. If a change is significant, we will also tell account holders by email or with a notice on the site before it takes effect.',
    ],
  },
  {
    title: 'Contact Us',
    paragraphs: [
      'Questions about this policy or requests about your information can be sent to Mortgage Rate Notifier, LLC, Virginia, USA, through our contact page at /contact. We aim to respond within 24 hours on business days, and to complete privacy requests within the time the law allows.',
    ],
  },
];
