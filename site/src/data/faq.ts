// Questions and answers for /faq, in the order the spec lists them. Answers describe what this
// product actually does (FRED data, daily updates, one email per threshold crossing), so keep
// them in step with the alert service if its behaviour changes.

export interface FaqItem {
  id: string;
  question: string;
  /** One string per paragraph. */
  answer: string[];
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    id: 'what-is-mortgage-rate-notifier',
    question: 'What is Mortgage Rate Notifier?',
    answer: [
      'Mortgage Rate Notifier watches average US mortgage rates for you. You choose a target rate for a 30-year or 15-year fixed mortgage, and we email you when the market average crosses it, so you do not have to check rates every day.',
      'The site also offers free mortgage calculators, printable worksheets and a glossary to help you plan a purchase or refinance.',
    ],
  },
  {
    id: 'how-do-rate-alerts-work',
    question: 'How do rate alerts work?',
    answer: [
      'When you create an alert you pick a rate type (30-year or 15-year fixed), a threshold rate, and whether you want to hear when the rate moves below or above that threshold.',
      'Each time a new daily rate is published we compare it with the previous day’s value. If the rate has crossed your threshold in the direction you chose, we send you an email with the new rate and your target.',
    ],
  },
  {
    id: 'how-much-does-it-cost',
    question: 'How much does it cost?',
    answer: [
      'Rate alerts are free for homebuyers and homeowners, with no trial period and no credit card required. The free plan includes unlimited alert emails and up to 3 rate targets at a time.',
      'A paid Professional plan exists for mortgage and real estate professionals who want lead-generation widgets for their own websites. You never need it to track rates for yourself.',
    ],
  },
  {
    id: 'do-i-need-an-account',
    question: 'Do I need an account?',
    answer: [
      'Yes, to create alerts you need a free account, which you set up by signing up with your email address. This lets us send alerts to you and lets you manage them later.',
      'You do not need an account to use the calculators, templates, glossary or this FAQ.',
    ],
  },
  {
    id: 'how-do-i-manage-my-alerts',
    question: 'How do I manage my alerts?',
    answer: [
      'Sign in and open your dashboard. From there you can see your active alerts, create new ones and delete any you no longer need.',
      'To change a target, press Edit on the alert and save the new rate. You can also pause an alert and resume it later.',
    ],
  },
  {
    id: 'can-i-set-multiple-alerts',
    question: 'Can I set up more than one alert?',
    answer: [
      'Yes. The free plan lets you track up to 3 rate targets at once, for example a 30-year target and a 15-year target, or two different thresholds for the same rate.',
      'The Professional plan raises the limit to 20 rate targets at once.',
    ],
  },
  {
    id: 'where-does-the-rate-data-come-from',
    question: 'Where does the rate data come from?',
    answer: [
      'We use FRED, the economic data service of the Federal Reserve Bank of St. Louis. FRED publishes Optimal Blue’s daily mortgage market indices, and we track its 30-year fixed and 15-year fixed conforming rate series.',
      'These indices are built from rates that lenders actually lock with borrowers, which makes them a good picture of where the market is on a given day.',
      'This product uses the FRED® API but is not endorsed or certified by the Federal Reserve Bank of St. Louis.',
    ],
  },
  {
    id: 'how-often-are-rates-updated',
    question: 'How often are rates updated?',
    answer: [
      'The rate data is updated once per business day. We check for the new value several times a day, so your alert goes out soon after the new figure is published.',
      'No new rates are published on weekends or federal holidays, and each day’s value usually appears after a short publication delay, so the latest rate shown reflects a recent business day rather than the live market minute by minute.',
    ],
  },
  {
    id: 'which-rate-types-are-tracked',
    question: 'Which types of rates can I track?',
    answer: [
      'Alerts watch the 30-year fixed and the 15-year fixed mortgage rate.',
      'Signed in, your dashboard can also watch the 30-year FHA, VA, USDA and jumbo rates, and the 30-year fixed rate for your credit score and down payment. Adjustable-rate loans are not tracked, although their rates often move in the same direction as fixed rates.',
    ],
  },
  {
    id: 'how-often-will-i-get-emails',
    question: 'How often will I receive emails?',
    answer: [
      'Only when a rate crosses one of your thresholds. If rates stay on the same side of your target, you will not hear from us.',
      'Each crossing sends exactly one email per alert, and we never resend it for the same day’s rate. If the rate later moves back and crosses your threshold again, that is a new crossing and you get a new email.',
    ],
  },
  {
    id: 'how-do-i-unsubscribe',
    question: 'How do I unsubscribe?',
    answer: [
      'Every alert email includes a one-click unsubscribe link. It takes effect immediately, with no form to fill in and no need to sign in.',
      'You can also delete alerts at any time from your dashboard.',
    ],
  },
  {
    id: 'why-am-i-not-receiving-emails',
    question: 'Why am I not receiving emails?',
    answer: [
      'First, check your spam or junk folder and any promotions tab. Marking our email as not spam helps future alerts arrive in your inbox.',
      'Next, if you set the alert up through a form without signing in, make sure you clicked the confirmation link in the email we sent. We use double opt-in, so such an alert does not start until it is confirmed. Alerts you create on your dashboard start at once, because signing in already proved your address.',
      'Adding our sender address to your contacts also helps. Remember that we only email when a rate crosses your threshold, so a quiet inbox can simply mean rates have not reached your target yet.',
    ],
  },
  {
    id: 'how-accurate-are-the-rates',
    question: 'How accurate are the rates?',
    answer: [
      'The rates we track are market averages taken directly from FRED, so they are a reliable guide to the direction and level of mortgage rates.',
      'The rate you are offered will differ. It depends on your credit score, down payment, loan amount, property type and location, any points you pay, the lender and the day you lock. Use the alerts as a signal to request personal quotes from lenders.',
    ],
  },
  {
    id: 'when-is-the-best-time-to-apply',
    question: 'When is the best time to apply for a mortgage?',
    answer: [
      'No one can reliably predict where rates will go next, so trying to time the market perfectly rarely works. A practical approach is to decide on a rate and monthly payment that fit your budget, set an alert for it, and be ready to act when it arrives.',
      'Getting your documents and credit in order ahead of time, and comparing quotes from several lenders within a short window, usually matters as much as the market rate itself.',
      'This information is educational and is not financial advice. Talk to a licensed loan officer or financial adviser about your own situation.',
    ],
  },
  {
    id: 'trouble-with-my-account',
    question: 'I am having trouble with my account. What should I do?',
    answer: [
      'Send us a message through the contact form and choose Technical Support as the topic. Include the email address you signed up with and a short description of the problem.',
      'We aim to reply within 24 hours on business days.',
    ],
  },
  {
    id: 'is-my-information-private',
    question: 'Is my information private and secure?',
    answer: [
      'Yes. We never sell your personal data, and we do not show ads. Data sent between your browser and our service is protected with TLS encryption.',
      'If you sign up through a mortgage or real estate professional’s website, the details you submit on that form are shared with that professional, as the form explains.',
      'Our Privacy Policy at /privacy explains what we collect, how long we keep it and the choices you have.',
    ],
  },
];
