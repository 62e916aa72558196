/** Every public route of spec §2 with the h1 its header shows. */
export interface RouteCase {
  path: string;
  heading: RegExp;
  /** The optional header button, or null where the spec hides it. */
  headerButton: 'All Calculators' | 'All Templates' | null;
}

const calculators = [
  'payment',
  'affordability',
  'down-payment',
  'rent-vs-buy',
  '15-vs-30',
  'inflation-impact',
  'refinance',
  'amortization',
  'extra-payment',
];
const templates = [
  'budget-worksheet',
  'home-search-criteria',
  'down-payment-tracker',
  'lender-questions',
  'inspection-checklist',
  'mortgage-comparison',
];

export const ROUTES: readonly RouteCase[] = [
  { path: '/', heading: /Never Miss a Lower Mortgage Rate/, headerButton: null },
  // No 'All Calculators' button on the page it would link to.
  { path: '/calculators', heading: /Mortgage Calculators/, headerButton: null },
  ...calculators.map((id) => ({
    path: `/calculators/${id}`,
    heading: /Calculator/,
    headerButton: 'All Calculators' as const,
  })),
  { path: '/glossary', heading: /Glossary/, headerButton: 'All Calculators' },
  { path: '/templates', heading: /Templates/, headerButton: 'All Calculators' },
  ...templates.map((id) => ({
    path: `/templates/${id}`,
    heading: /\w/,
    headerButton: 'All Templates' as const,
  })),
  { path: '/privacy', heading: /Privacy/, headerButton: null },
  { path: '/terms', heading: /Terms/, headerButton: null },
  { path: '/contact', heading: /Contact/, headerButton: null },
  { path: '/faq', heading: /Questions|FAQ/, headerButton: null },
  { path: '/installation-guide', heading: /Install/, headerButton: 'All Calculators' },
  { path: '/developers', heading: /Developers/, headerButton: 'All Calculators' },
  { path: '/blog', heading: /Blog/, headerButton: 'All Calculators' },
  {
    path: '/blog/how-to-get-the-best-mortgage-rate',
    heading: /Best Mortgage Rate/,
    headerButton: 'All Calculators',
  },
  { path: '/blog/arm-vs-fixed-rate', heading: /ARM/, headerButton: 'All Calculators' },
];
