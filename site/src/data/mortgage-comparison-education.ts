/**
 * Editorial copy: the educational text under the /templates/mortgage-comparison table, and the
 * marketing copy for the home page sections (spec §2 Home). Plans and prices live in config/plans.ts.
 */

export interface EducationBlock {
  title: string;
  paragraphs: string[];
}

export const MORTGAGE_COMPARISON_INTRO =
  'Lenders can quote very different terms for the same loan. Enter the offers you receive, ideally straight from each lender\u2019s Loan Estimate, and this worksheet works out the monthly payment, total interest and total cost of each one. The best value in each row is highlighted in green so you can see at a glance which offer costs the least.';

export const MORTGAGE_COMPARISON_EDUCATION: readonly EducationBlock[] = [
  {
    title: 'APR vs. Interest Rate',
    paragraphs: [
      'The interest rate is what the lender charges to borrow the money, and it sets your monthly principal and interest payment. The annual percentage rate (APR) adds most of the lender\u2019s fees, such as origination charges and discount points, to the interest rate and spreads them over the life of the loan. That makes the APR a better measure of the full cost of borrowing.',
      'When an offer\u2019s APR is well above its interest rate, the loan carries higher fees. When two offers have the same rate, the one with the lower APR generally costs less. Keep in mind that APR assumes you keep the loan for its full term: if you expect to sell or refinance within a few years, upfront fees matter more, so look closely at the origination fee and total closing costs too.',
    ],
  },
  {
    title: 'Look Beyond the Numbers',
    paragraphs: [
      'The cheapest offer on paper is not always the best choice. Before you decide, consider:',
      'Service: how quickly the loan officer answers, how clearly they explain things, and what past borrowers say about them. Timeline: whether the lender can close by your contract date; a missed deadline can cost you the home or a rate lock. Lock terms: how long the rate is locked, what an extension costs, and whether a float-down option is offered. Who services the loan: some lenders sell servicing after closing, so ask who will collect your payments.',
    ],
  },
  {
    title: 'Time Your Quotes So They Compare Fairly',
    paragraphs: [
      'Mortgage rates change every business day, and sometimes more than once a day. A quote from three weeks ago cannot be fairly compared with one from this morning. Try to collect all your quotes on the same day, or at least within about 14 to 30 days of each other, and give every lender the same details: loan amount, down payment, loan type and term, and the same number of points.',
      'Shopping in a short window also protects your credit score. Credit scoring models count multiple mortgage inquiries made within a short period as a single inquiry, so comparing several lenders costs you no more than applying with one.',
    ],
  },
];

export interface TitledText {
  title: string;
  text: string;
}

export const HOME_SECTIONS_COPY = {
  hero: {
    headline: 'Never Miss a Lower Mortgage Rate',
    subheadline:
      'Set your target rate once and we will watch the 30-year and 15-year fixed rates for you every business day. The moment rates cross your number, you get an email, so you can call your lender while the rate is there.',
    ctaLabel: 'Get Free Rate Alerts',
    badges: ['No spam', 'No ads', '256-bit Encryption', '100% free'],
  },
  comparison: {
    title: 'Stop Checking Rates Every Day',
    withoutTitle: 'You Without Mortgage Rate Notifier',
    withTitle: 'You With Mortgage Rate Notifier',
    without: [
      'Checking rate websites every morning and still not sure what changed',
      'Hearing about a rate drop from a friend after it has already passed',
      'Guessing when it is the right time to lock or refinance',
      'Signing up for "rate quotes" and getting calls from lenders you never chose',
      'Losing track of which rate you were waiting for',
    ],
    with: [
      'One email when rates cross your target, and silence the rest of the time',
      'Rates from a trusted public source, checked several times every business day',
      'A clear signal to call your lender and lock while the rate is there',
      'Your email stays private: no sales calls, no ads, no data selling',
      'Up to 3 rate targets saved in one place, free forever',
    ],
  },
  howItWorks: {
    title: 'How It Works',
    subtitle: 'Four simple steps between you and a better rate.',
    steps: [
      {
        title: 'Set Your Target Rate',
        text: 'Pick the 30-year or 15-year fixed rate, enter the rate you are waiting for, and choose above or below. It takes about 30 seconds.',
      },
      {
        title: 'We Monitor Rates 24/7',
        text: 'We track published mortgage rates around the clock and check for new data several times every business day, so you do not have to.',
      },
      {
        title: 'Get an Instant Alert',
        text: 'When rates go below your target (or above, if you choose), we email you right away with the new rate and the date it was published.',
      },
      {
        title: 'Lock In and Save',
        text: 'Call your lender, lock your rate and keep the savings. Even a quarter-point drop can save thousands over the life of a loan.',
      },
    ] satisfies TitledText[],
  },
  privacy: {
    title: 'Your Privacy Comes First',
    text: 'We only ask for what we need to send your alerts, and we never turn your interest in a mortgage into a sales lead for someone else.',
    points: [
      {
        title: 'TLS 256-bit Encryption',
        text: 'Everything between your browser and our service travels over an encrypted connection.',
      },
      {
        title: 'We Never Sell Your Data',
        text: 'Your email address is used to send your alerts, not sold or handed to lenders you did not choose.',
      },
      {
        title: 'No Ads, Ever',
        text: 'No banner ads, no advertising trackers, and one-click unsubscribe in every email.',
      },
    ] satisfies TitledText[],
  },
  professionals: {
    title: 'For Mortgage & Real-Estate Professionals',
    subtitle:
      'Turn your website visitors into leads who hear from you when rates move. Our white-label widget gives them a useful reason to leave their details, and keeps your name in front of them.',
    steps: [
      {
        title: 'Install the Widget',
        text: 'Create a form, match it to your brand, and paste one line of code into your website. An embedded form or a popup, your choice.',
      },
      {
        title: 'Collect Leads',
        text: 'Visitors sign up for rate alerts on your site. Each lead goes to your dashboard, tagged with the form that produced it.',
      },
      {
        title: 'Leads Get Alerts on Your Behalf',
        text: 'When rates hit a lead\u2019s target, they get an email branded with your business, a timely reason to call you.',
      },
    ] satisfies TitledText[],
    benefits: [
      {
        title: 'White-Label Branding',
        text: 'Your business name, colors, fonts, header and button text. No Mortgage Rate Notifier logo in front of your clients.',
      },
      {
        title: 'Warm, Motivated Leads',
        text: 'People who set a rate target are actively planning to buy or refinance and tell you exactly what rate will move them.',
      },
      {
        title: 'Automatic Follow-Up',
        text: 'Alerts go out for you every time the market reaches a lead\u2019s number, with no manual reminders to send.',
      },
      {
        title: 'Works on Any Website',
        text: 'Paste one script tag into most website builders or hand-built pages; the form adapts to phones and desktops.',
      },
      {
        title: 'Your Leads, Your Data',
        text: 'Leads from your forms are shared only with you, and you can export them to CSV any time.',
      },
      {
        title: 'Live Rates on Your Form',
        text: 'Optionally show current 30-year and 15-year fixed rates on the form to give visitors context.',
      },
    ] satisfies TitledText[],
    ctaLabels: { signup: 'Start Free Trial', demo: 'See a Live Demo', widget: 'Get your widget' },
  },
  freebies: {
    title: 'Free Tools for Every Step of Buying a Home',
    subtitle: 'No account needed. Use them as often as you like.',
    items: [
      {
        title: '9 Mortgage Calculators',
        text: 'Payment, affordability, down payment, rent vs. buy, refinance and more, each with a plain-English guide.',
        href: '/calculators',
      },
      {
        title: '6 Templates and Worksheets',
        text: 'Printable worksheets to set a budget, track savings, compare lenders and inspect a home.',
        href: '/templates',
      },
      {
        title: '100+ Glossary Terms',
        text: 'From APR to escrow to PMI: mortgage jargon explained in everyday language.',
        href: '/glossary',
      },
    ],
  },
  blog: {
    title: 'Latest from the Blog',
    subtitle: 'Practical guides to rates, loans and buying a home.',
  },
} as const;
