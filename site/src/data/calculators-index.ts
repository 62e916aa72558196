/**
 * Copy for the /calculators and /templates index pages, and the per-route page metadata
 * (title, header subtitle, meta description, keywords) used by the shared page shell.
 */

export interface CalculatorCard {
  id: string;
  title: string;
  description: string;
}

export interface TemplateCard {
  id: string;
  title: string;
  description: string;
}

export interface WhyUsePoint {
  title: string;
  text: string;
}

export interface PageMeta {
  /** Used for the document <title> and the page header heading. */
  title: string;
  /** Shown under the heading in the page header. */
  subtitle: string;
  /** Meta description; kept at or under 160 characters so search results do not cut it. */
  description: string;
  keywords: string[];
}

export const CALCULATOR_CARDS: readonly CalculatorCard[] = [
  {
    id: 'payment',
    title: 'Mortgage Payment Calculator',
    description:
      'Estimate your full monthly payment, including principal, interest, property tax, insurance, PMI and HOA fees.',
  },
  {
    id: 'affordability',
    title: 'Home Affordability Calculator',
    description:
      'Find the highest home price your income supports using the 28/36 debt-to-income guideline lenders rely on.',
  },
  {
    id: 'down-payment',
    title: 'Down Payment Calculator',
    description:
      'Work out how much you need to save, how long it will take, and compare 3% to 20% down payment options.',
  },
  {
    id: 'rent-vs-buy',
    title: 'Rent vs. Buy Calculator',
    description:
      'Compare the full cost of owning and renting over your timeframe, including equity, appreciation and investment returns.',
  },
  {
    id: '15-vs-30',
    title: '15 vs. 30 Year Mortgage Calculator',
    description:
      'Put a 15-year and a 30-year fixed loan side by side to see the payment difference and the interest you could save.',
  },
  {
    id: 'inflation-impact',
    title: 'Inflation Impact Calculator',
    description:
      'See how waiting to buy changes the home price, your down payment and your buying power as prices and income grow.',
  },
  {
    id: 'refinance',
    title: 'Refinance Calculator',
    description:
      'Compare your current loan with a new one to find your monthly savings, break-even point and long-term interest cost.',
  },
  {
    id: 'amortization',
    title: 'Amortization Calculator',
    description:
      'See how each payment splits between principal and interest and how your loan balance falls year by year.',
  },
  {
    id: 'extra-payment',
    title: 'Extra Payment Calculator',
    description:
      'Find out how much time and interest you save by paying extra toward your principal each month or each year.',
  },
];

export const WHY_USE_CALCULATORS: readonly WhyUsePoint[] = [
  {
    title: 'Know Your Numbers Before You Talk to a Lender',
    text: 'Walking in with a realistic payment and price range helps you ask better questions and spot an offer that does not add up.',
  },
  {
    title: 'See the Whole Monthly Cost',
    text: 'Property tax, insurance, PMI and HOA dues can add hundreds of dollars to a payment. Our calculators include them so there are no surprises.',
  },
  {
    title: 'Compare Options Side by Side',
    text: 'Test a 15-year against a 30-year loan, renting against buying, or refinancing against staying put, using the same assumptions.',
  },
  {
    title: 'Plan Your Savings with Confidence',
    text: 'Turn a target home price into a down payment goal, a monthly savings amount and a realistic date.',
  },
  {
    title: 'Understand How Rates Change the Math',
    text: 'A small change in your rate moves your payment and lifetime interest. Seeing it in dollars helps you decide when to lock or refinance.',
  },
  {
    title: 'Free, Private and No Sign-Up',
    text: 'Every calculator is free to use without an account, and the numbers you enter are never tied to your name or email.',
  },
];

export const TEMPLATE_CARDS: readonly TemplateCard[] = [
  {
    id: 'budget-worksheet',
    title: 'Budget Worksheet for Homebuyers',
    description:
      'Enter your income, debts and living costs to see a comfortable monthly housing payment using the 28% rule and a conservative check.',
  },
  {
    id: 'home-search-criteria',
    title: 'Home Search Criteria Worksheet',
    description:
      'Write down your price limit, must-haves, nice-to-haves and deal-breakers so every showing is judged against the same list.',
  },
  {
    id: 'down-payment-tracker',
    title: 'Down Payment Savings Tracker',
    description:
      'Track progress toward your down payment goal, see your projected finish date and what to save monthly to hit a target date.',
  },
  {
    id: 'lender-questions',
    title: 'Questions to Ask Your Lender',
    description:
      'Fifty questions on rates, fees, timelines, qualification and service, plus a table to compare three lenders side by side.',
  },
  {
    id: 'inspection-checklist',
    title: 'Home Inspection Checklist',
    description:
      'A printable checklist for the exterior, structure, electrical, plumbing, HVAC and kitchen, with room for notes on each section.',
  },
  {
    id: 'mortgage-comparison',
    title: 'Mortgage Shopping Comparison',
    description:
      'Enter offers from several lenders to compare payment, total interest and total cost, with the best value in each row highlighted.',
  },
];

const CALCULATOR_KEYWORDS = ['mortgage calculator', 'free mortgage calculator', 'home loan calculator'];

export const PAGE_META: Record<string, PageMeta> = {
  '/': {
    title: 'Mortgage Rate Notifier - Free Mortgage Rate Alerts',
    subtitle: 'Set your target rate once. We email you when mortgage rates cross it.',
    description:
      'Get free email alerts when 30-year or 15-year fixed mortgage rates reach your target. Plus free mortgage calculators, worksheets and a glossary.',
    keywords: [
      'mortgage rate alerts',
      'mortgage rate notifier',
      'mortgage rate tracker',
      '30-year fixed rate',
      '15-year fixed rate',
      'refinance alert',
    ],
  },
  '/calculators': {
    title: 'Free Mortgage Calculators',
    subtitle: 'Nine free tools to plan your payment, budget, down payment and refinance.',
    description:
      'Free mortgage calculators for payment, affordability, down payment, rent vs. buy, 15 vs. 30 year, inflation, refinance, amortization and extra payments.',
    keywords: [
      ...CALCULATOR_KEYWORDS,
      'mortgage calculators',
      'home buying calculators',
      'refinance calculator',
    ],
  },
  '/calculators/payment': {
    title: 'Mortgage Payment Calculator',
    subtitle: 'Estimate your full monthly payment, including taxes, insurance, PMI and HOA.',
    description:
      'Calculate your monthly mortgage payment with principal, interest, property tax, homeowners insurance, PMI and HOA fees. Free and no sign-up.',
    keywords: [...CALCULATOR_KEYWORDS, 'mortgage payment calculator', 'monthly payment', 'PITI calculator'],
  },
  '/calculators/affordability': {
    title: 'Home Affordability Calculator',
    subtitle: 'Find out how much house you can afford with the 28/36 rule.',
    description:
      'Estimate how much house you can afford from your income, debts and down payment using the 28/36 debt-to-income guideline.',
    keywords: [...CALCULATOR_KEYWORDS, 'how much house can I afford', 'affordability calculator', 'DTI'],
  },
  '/calculators/down-payment': {
    title: 'Down Payment Calculator',
    subtitle: 'Plan how much to save and how long it will take.',
    description:
      'Calculate your down payment, months left to save and whether you will reach your target date. Compare 3%, 3.5%, 5%, 10% and 20% down.',
    keywords: [...CALCULATOR_KEYWORDS, 'down payment calculator', 'down payment savings', 'PMI'],
  },
  '/calculators/rent-vs-buy': {
    title: 'Rent vs. Buy Calculator',
    subtitle: 'Compare the true cost of renting and owning over your timeframe.',
    description:
      'Should you rent or buy? Compare total costs, home equity, appreciation and investment returns to see which leaves you better off.',
    keywords: [...CALCULATOR_KEYWORDS, 'rent vs buy calculator', 'renting or buying', 'break-even'],
  },
  '/calculators/15-vs-30': {
    title: '15 vs. 30 Year Mortgage Calculator',
    subtitle: 'Compare payments, total interest and equity on both loan terms.',
    description:
      'Compare a 15-year and a 30-year fixed mortgage: monthly payments, total interest, interest savings and the 30-year balance after 15 years.',
    keywords: [...CALCULATOR_KEYWORDS, '15 vs 30 year mortgage', '15-year mortgage', 'loan term comparison'],
  },
  '/calculators/inflation-impact': {
    title: 'Inflation Impact Calculator',
    subtitle: 'See how waiting to buy affects price, down payment and buying power.',
    description:
      'See how inflation and waiting to buy change home prices, your down payment and your purchasing power compared with your income and savings.',
    keywords: [...CALCULATOR_KEYWORDS, 'inflation calculator', 'wait to buy a home', 'home price growth'],
  },
  '/calculators/refinance': {
    title: 'Refinance Calculator',
    subtitle: 'Find your monthly savings and break-even point before you refinance.',
    description:
      'Compare your current mortgage with a new loan to see monthly savings, break-even on closing costs and the total interest difference.',
    keywords: [...CALCULATOR_KEYWORDS, 'refinance calculator', 'refinance break-even', 'cash-out refinance'],
  },
  '/calculators/amortization': {
    title: 'Amortization Calculator',
    subtitle: 'See how each payment splits between principal and interest.',
    description:
      'Build a mortgage amortization schedule: monthly payment, total interest, a yearly summary and a dated payment schedule.',
    keywords: [
      ...CALCULATOR_KEYWORDS,
      'amortization calculator',
      'amortization schedule',
      'principal and interest',
    ],
  },
  '/calculators/extra-payment': {
    title: 'Extra Payment Calculator',
    subtitle: 'See how extra principal payments shorten your loan and cut interest.',
    description:
      'Find out how much time and interest you save by making extra monthly or yearly payments toward your mortgage principal.',
    keywords: [...CALCULATOR_KEYWORDS, 'extra payment calculator', 'pay off mortgage early', 'prepayment'],
  },
  '/glossary': {
    title: 'Mortgage Glossary',
    subtitle: 'Plain-English definitions of 100+ mortgage and home buying terms.',
    description:
      'Look up 100+ mortgage and real estate terms in plain English, from APR and escrow to points and PMI. Search, filter by category and share links.',
    keywords: [
      'mortgage glossary',
      'mortgage terms',
      'real estate definitions',
      'home buying terms',
      'APR',
      'escrow',
    ],
  },
  '/templates': {
    title: 'Free Homebuyer Templates and Worksheets',
    subtitle: 'Printable worksheets to budget, save, search, inspect and compare lenders.',
    description:
      'Free printable homebuyer worksheets: budget, home search criteria, down payment tracker, lender questions, inspection checklist and mortgage comparison.',
    keywords: ['homebuyer worksheets', 'home buying templates', 'printable checklist', 'mortgage worksheet'],
  },
  '/templates/budget-worksheet': {
    title: 'Budget Worksheet for Homebuyers',
    subtitle: 'Work out a housing payment that fits your whole budget.',
    description:
      'Free homebuyer budget worksheet. Enter income, debts and living costs to see your disposable income, the 28% rule maximum and a recommended payment.',
    keywords: ['homebuyer budget worksheet', 'housing budget', '28% rule', 'mortgage budget'],
  },
  '/templates/home-search-criteria': {
    title: 'Home Search Criteria Worksheet',
    subtitle: 'List your must-haves, nice-to-haves and deal-breakers.',
    description:
      'Free home search worksheet to record your price limit, bedrooms, areas, must-haves, nice-to-haves and deal-breakers before you start touring.',
    keywords: ['home search checklist', 'house hunting worksheet', 'must-haves', 'deal-breakers'],
  },
  '/templates/down-payment-tracker': {
    title: 'Down Payment Savings Tracker',
    subtitle: 'Track your progress and projected date for your down payment goal.',
    description:
      'Free down payment tracker: see your progress, the date you will reach your goal and how much to save each month to hit a target date.',
    keywords: ['down payment tracker', 'down payment savings', 'savings goal', 'home savings plan'],
  },
  '/templates/lender-questions': {
    title: 'Questions to Ask Your Lender',
    subtitle: '50 questions and a comparison table for choosing a mortgage lender.',
    description:
      'A printable list of 50 questions to ask mortgage lenders about rates, fees, timelines, qualification and service, with a 3-lender comparison table.',
    keywords: ['questions to ask a mortgage lender', 'lender checklist', 'compare lenders', 'mortgage fees'],
  },
  '/templates/inspection-checklist': {
    title: 'Home Inspection Checklist',
    subtitle: 'Check the exterior, structure, systems and appliances room by room.',
    description:
      'Free printable home inspection checklist covering the exterior, interior structure, electrical, plumbing, HVAC and kitchen, with notes for each area.',
    keywords: ['home inspection checklist', 'house inspection', 'buyer inspection', 'printable checklist'],
  },
  '/templates/mortgage-comparison': {
    title: 'Mortgage Shopping Comparison',
    subtitle: 'Compare lender offers side by side and find the lowest total cost.',
    description:
      'Compare mortgage offers from several lenders: rate, APR, fees, monthly payment, total interest and total cost, with the best values highlighted.',
    keywords: ['mortgage comparison', 'compare mortgage offers', 'APR vs interest rate', 'Loan Estimate'],
  },
  '/privacy': {
    title: 'Privacy Policy',
    subtitle: 'What we collect, why, and the choices you have.',
    description:
      'How Mortgage Rate Notifier collects, uses, shares and protects your information, how long we keep it, and your privacy rights, including in California.',
    keywords: ['privacy policy', 'Mortgage Rate Notifier privacy', 'CCPA', 'data retention'],
  },
  '/terms': {
    title: 'Terms of Service',
    subtitle: 'The rules for using Mortgage Rate Notifier and our partner widgets.',
    description:
      'The terms for using Mortgage Rate Notifier: rate alerts, accounts, email consent, partner forms and lead generation, plans, and limits of liability.',
    keywords: ['terms of service', 'Mortgage Rate Notifier terms', 'partner terms', 'terms of use'],
  },
  '/contact': {
    title: 'Contact Us',
    subtitle: 'Questions, feedback or support: we usually reply within 24 hours on business days.',
    description:
      'Contact the Mortgage Rate Notifier team with questions, technical support, billing or feedback. We aim to reply within 24 hours on business days.',
    keywords: ['contact Mortgage Rate Notifier', 'support', 'help', 'feedback'],
  },
  '/faq': {
    title: 'Frequently Asked Questions',
    subtitle: 'How rate alerts work, what they cost and how to manage them.',
    description:
      'Answers about Mortgage Rate Notifier: how rate alerts work, where rates come from, how often they update, what it costs and how to unsubscribe.',
    keywords: ['mortgage rate alerts FAQ', 'how rate alerts work', 'mortgage rate data', 'unsubscribe'],
  },
  '/installation-guide': {
    title: 'Installation Guide',
    subtitle: 'Add rate-alert embed and popup forms to your website in minutes.',
    description:
      'Step-by-step guide for mortgage and real estate professionals to install Mortgage Rate Notifier embed and popup lead forms on their websites.',
    keywords: [
      'mortgage lead form',
      'embed widget',
      'popup form',
      'lead generation widget',
      'installation guide',
    ],
  },
  '/blog': {
    title: 'Mortgage Rate Notifier Blog',
    subtitle: 'Plain-English guides to mortgage rates, loans and home buying.',
    description:
      'Articles on mortgage rates, loan types and home buying: how to get a better rate, ARM vs. fixed-rate loans, and when to lock or refinance.',
    keywords: ['mortgage blog', 'mortgage rate tips', 'home buying guide', 'ARM vs fixed'],
  },
};
