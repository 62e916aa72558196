// Mortgage glossary shown on /glossary. Definitions are written for US homebuyers (2025 rules).
// Figures that change every year (loan limits, fee tables) are described, not quoted, so the
// text does not go stale.

export type GlossaryCategory =
  | 'Loan Types'
  | 'Interest Rates'
  | 'Loan Process'
  | 'Financial Terms'
  | 'Closing Costs'
  | 'Property Types'
  | 'Credit'
  | 'Documentation'
  | 'Real Estate'
  | 'Refinancing'
  | 'Legal Terms'
  | 'Professionals'
  | 'Government Agencies'
  | 'State Programs'
  | 'Organizations';

export const GLOSSARY_CATEGORIES: readonly GlossaryCategory[] = [
  'Loan Types',
  'Interest Rates',
  'Loan Process',
  'Financial Terms',
  'Closing Costs',
  'Property Types',
  'Credit',
  'Documentation',
  'Real Estate',
  'Refinancing',
  'Legal Terms',
  'Professionals',
  'Government Agencies',
  'State Programs',
  'Organizations',
];

export interface GlossaryTerm {
  term: string;
  definition: string;
  category: GlossaryCategory;
}

/** Anchor id of a glossary card: lowercased term, punctuation dropped, spaces turned into hyphens. */
export function glossaryAnchorId(term: string): string {
  return term
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-');
}

export const GLOSSARY_TERMS: readonly GlossaryTerm[] = [
  // Loan Types
  {
    term: 'Conventional Loan',
    definition:
      'A mortgage that is not insured or guaranteed by a federal agency. Most conventional loans follow the rules set by Fannie Mae and Freddie Mac, and some allow as little as 3% down for qualified buyers.',
    category: 'Loan Types',
  },
  {
    term: 'Conforming Loan',
    definition:
      'A conventional loan that meets Fannie Mae and Freddie Mac guidelines and stays within the conforming loan limit. The Federal Housing Finance Agency resets that limit every year, and it is higher in high-cost counties, so check the current figure for your area.',
    category: 'Loan Types',
  },
  {
    term: 'Jumbo Loan',
    definition:
      'A mortgage larger than the conforming loan limit for its county. Because Fannie Mae and Freddie Mac cannot buy it, lenders often ask for higher credit scores, larger down payments and more cash reserves.',
    category: 'Loan Types',
  },
  {
    term: 'FHA Loan',
    definition:
      'A mortgage insured by the Federal Housing Administration. Borrowers with a credit score of 580 or higher can put down as little as 3.5% (scores from 500 to 579 need 10% down), and the loan carries both an upfront and an annual mortgage insurance premium.',
    category: 'Loan Types',
  },
  {
    term: 'VA Loan',
    definition:
      'A mortgage partly guaranteed by the Department of Veterans Affairs for eligible service members, veterans and some surviving spouses. It often requires no down payment and no monthly mortgage insurance, but most borrowers pay a one-time VA funding fee.',
    category: 'Loan Types',
  },
  {
    term: 'USDA Loan',
    definition:
      'A mortgage backed by the US Department of Agriculture for homes in eligible rural and some suburban areas. It can require no down payment, but household income must fall under local limits and the loan carries upfront and annual guarantee fees.',
    category: 'Loan Types',
  },
  {
    term: 'Fixed-Rate Mortgage',
    definition:
      'A loan whose interest rate stays the same for its whole life, so the principal and interest payment never changes. The 30-year and 15-year fixed loans are the most common and are the two rates this service tracks.',
    category: 'Loan Types',
  },
  {
    term: 'Adjustable-Rate Mortgage (ARM)',
    definition:
      'A loan with a fixed rate for an initial period, after which the rate resets at set intervals based on an index plus a margin. A 5/6 ARM, for example, is fixed for five years and then adjusts every six months, within limits set by its rate caps.',
    category: 'Loan Types',
  },
  {
    term: 'Interest-Only Mortgage',
    definition:
      'A loan that lets you pay only interest for an initial period, so the balance does not shrink during that time. When the interest-only period ends, payments rise to cover principal as well.',
    category: 'Loan Types',
  },
  {
    term: 'Balloon Mortgage',
    definition:
      'A loan with relatively low payments for a set term that ends with one large lump-sum payment of the remaining balance. Borrowers usually plan to sell or refinance before the balloon payment is due.',
    category: 'Loan Types',
  },
  {
    term: 'Reverse Mortgage',
    definition:
      'A loan for homeowners aged 62 or older that turns home equity into cash without monthly mortgage payments. The balance grows over time and is usually repaid when the home is sold or the last borrower moves out or dies; the FHA-insured version is called a Home Equity Conversion Mortgage (HECM).',
    category: 'Loan Types',
  },
  {
    term: 'Construction Loan',
    definition:
      'Short-term financing that pays for building a home in stages as the work is completed. Some construction loans convert into a regular mortgage once the home is finished.',
    category: 'Loan Types',
  },
  {
    term: 'Home Equity Line of Credit (HELOC)',
    definition:
      'A revolving line of credit secured by your home that you can draw on as needed, up to a limit. Its rate is usually variable and tied to the prime rate.',
    category: 'Loan Types',
  },
  {
    term: 'Home Equity Loan',
    definition:
      'A second mortgage that pays out a lump sum against your home equity and is repaid in fixed installments. It usually has a fixed rate, unlike a HELOC.',
    category: 'Loan Types',
  },
  {
    term: 'Non-QM Loan',
    definition:
      'A mortgage that does not meet the federal Qualified Mortgage standard, such as a loan approved using bank statements instead of tax returns. These loans can help self-employed borrowers and investors but often cost more.',
    category: 'Loan Types',
  },

  // Interest Rates
  {
    term: 'Interest Rate',
    definition:
      'The yearly cost of borrowing the loan balance, expressed as a percentage. It sets your principal and interest payment but does not include fees.',
    category: 'Interest Rates',
  },
  {
    term: 'Annual Percentage Rate (APR)',
    definition:
      'A yearly rate that combines the interest rate with certain loan costs such as points, origination charges and mortgage insurance. Because it includes those costs, the APR is usually higher than the interest rate and is useful for comparing offers with different fees.',
    category: 'Interest Rates',
  },
  {
    term: 'Discount Points',
    definition:
      'Optional fees paid at closing to lower your interest rate; one point equals 1% of the loan amount. How much each point lowers the rate varies by lender and market, so compare the upfront cost with the monthly savings.',
    category: 'Interest Rates',
  },
  {
    term: 'Basis Point',
    definition:
      'One hundredth of a percentage point, so 25 basis points equal 0.25%. Rate changes are often described in basis points.',
    category: 'Interest Rates',
  },
  {
    term: 'Rate Lock',
    definition:
      'A lender’s promise to hold a specific interest rate and points for a set period, often 30 to 60 days, while your loan is processed. If the lock expires before closing, extending it may cost extra.',
    category: 'Interest Rates',
  },
  {
    term: 'Float-Down Option',
    definition:
      'A rate-lock feature that lets you take a lower rate if market rates fall after you lock. Lenders that offer it usually charge a fee or set conditions on how far rates must drop.',
    category: 'Interest Rates',
  },
  {
    term: 'Par Rate',
    definition:
      'The interest rate a lender offers with no discount points and no lender credit. Rates below par cost points; rates above par can come with a credit toward closing costs.',
    category: 'Interest Rates',
  },
  {
    term: 'Index',
    definition:
      'A published market rate that an adjustable-rate mortgage follows when it resets. Most new ARMs use the Secured Overnight Financing Rate (SOFR).',
    category: 'Interest Rates',
  },
  {
    term: 'Margin',
    definition:
      'The fixed percentage a lender adds to the index to set an adjustable rate. The margin is set in your loan documents and does not change over the life of the loan.',
    category: 'Interest Rates',
  },
  {
    term: 'Rate Cap',
    definition:
      'A limit on how much an adjustable rate can change: at the first adjustment, at each later adjustment, and over the life of the loan. Caps are often written as three numbers, such as 2/1/5.',
    category: 'Interest Rates',
  },
  {
    term: 'Secured Overnight Financing Rate (SOFR)',
    definition:
      'A benchmark interest rate based on overnight loans backed by US Treasury securities. It replaced LIBOR as the usual index for new adjustable-rate mortgages.',
    category: 'Interest Rates',
  },
  {
    term: 'Prime Rate',
    definition:
      'The base rate banks use for many consumer loans, which moves with the Federal Reserve’s policy rate. HELOC rates are commonly set at prime plus or minus a margin.',
    category: 'Interest Rates',
  },
  {
    term: 'Federal Funds Rate',
    definition:
      'The target rate the Federal Reserve sets for overnight lending between banks. It affects mortgage rates only indirectly; fixed mortgage rates tend to follow longer-term bond yields instead.',
    category: 'Interest Rates',
  },
  {
    term: '10-Year Treasury Yield',
    definition:
      'The return investors earn on 10-year US government bonds. Thirty-year fixed mortgage rates tend to move in the same direction, usually at a higher level.',
    category: 'Interest Rates',
  },

  // Loan Process
  {
    term: 'Prequalification',
    definition:
      'An early estimate of how much you might borrow, based on information you report yourself. It is quick but not a commitment, because the lender has not verified your finances.',
    category: 'Loan Process',
  },
  {
    term: 'Preapproval',
    definition:
      'A lender’s conditional statement of how much it is willing to lend after checking your credit and reviewing income and asset documents. Sellers often expect a preapproval letter with an offer.',
    category: 'Loan Process',
  },
  {
    term: 'Loan Origination',
    definition:
      'The whole process of creating a new mortgage, from application through underwriting to closing. Lenders often charge an origination fee for this work.',
    category: 'Loan Process',
  },
  {
    term: 'Underwriting',
    definition:
      'The lender’s review of your credit, income, assets, debts and the property to decide whether to approve the loan and on what terms. The underwriter may ask for more documents before deciding.',
    category: 'Loan Process',
  },
  {
    term: 'Automated Underwriting System (AUS)',
    definition:
      'Software that gives a quick underwriting recommendation from your application data. Fannie Mae’s Desktop Underwriter and Freddie Mac’s Loan Product Advisor are the best-known systems.',
    category: 'Loan Process',
  },
  {
    term: 'Manual Underwriting',
    definition:
      'A loan review done by a person instead of relying on an automated recommendation. It is used for borrowers with thin or unusual credit histories and typically needs more documentation.',
    category: 'Loan Process',
  },
  {
    term: 'Conditional Approval',
    definition:
      'An underwriting approval that still depends on meeting listed conditions, such as a final pay stub or an acceptable appraisal. The loan can close once every condition is satisfied.',
    category: 'Loan Process',
  },
  {
    term: 'Clear to Close',
    definition:
      'The underwriter’s final sign-off that all conditions are met and the loan can close. The Closing Disclosure is sent and the closing date is confirmed around this point.',
    category: 'Loan Process',
  },
  {
    term: 'Closing',
    definition:
      'The meeting or appointment where you sign the loan documents, pay your remaining costs and, on a purchase, receive the keys. It is also called settlement.',
    category: 'Loan Process',
  },
  {
    term: 'Funding',
    definition:
      'The moment the lender actually sends the loan money to the closing or escrow agent. When a refinance carries a right of rescission, funding waits until that three-day period ends.',
    category: 'Loan Process',
  },

  // Financial Terms
  {
    term: 'Principal',
    definition:
      'The amount you borrowed, or the part of it you still owe. Each monthly payment reduces the principal a little and pays interest on the rest.',
    category: 'Financial Terms',
  },
  {
    term: 'Amortization',
    definition:
      'Paying off a loan with regular, equal payments over a set term. Early payments go mostly to interest, and the share going to principal grows over time.',
    category: 'Financial Terms',
  },
  {
    term: 'PITI',
    definition:
      'Short for principal, interest, taxes and insurance, the four usual parts of a monthly mortgage payment. Lenders use PITI (plus any HOA dues or mortgage insurance) when checking affordability.',
    category: 'Financial Terms',
  },
  {
    term: 'Down Payment',
    definition:
      'The part of the purchase price you pay in cash rather than borrow. A larger down payment lowers the loan amount and, at 20% or more on a conventional loan, avoids private mortgage insurance.',
    category: 'Financial Terms',
  },
  {
    term: 'Debt-to-Income Ratio (DTI)',
    definition:
      'Your total monthly debt payments, including the new mortgage, divided by your gross monthly income. Lenders use it to judge whether you can afford the loan; limits vary by loan program.',
    category: 'Financial Terms',
  },
  {
    term: 'Housing Ratio',
    definition:
      'Your monthly housing payment divided by your gross monthly income, also called the front-end ratio. A common guideline keeps it at or below 28%.',
    category: 'Financial Terms',
  },
  {
    term: 'Back-End Ratio',
    definition:
      'Another name for the total debt-to-income ratio, covering housing plus all other monthly debts. A traditional guideline is 36%, though many loan programs allow more.',
    category: 'Financial Terms',
  },
  {
    term: 'Loan-to-Value Ratio (LTV)',
    definition:
      'The loan amount divided by the home’s appraised value or price, whichever is lower. A $360,000 loan on a $400,000 home is a 90% LTV.',
    category: 'Financial Terms',
  },
  {
    term: 'Combined Loan-to-Value (CLTV)',
    definition:
      'The total of all loans secured by a property, such as a first mortgage and a HELOC, divided by its value. Lenders check it when you add a second loan.',
    category: 'Financial Terms',
  },
  {
    term: 'Home Equity',
    definition:
      'The part of your home’s value that you own outright: its market value minus what you still owe on it. Equity grows as you pay down the loan and as the home gains value.',
    category: 'Financial Terms',
  },
  {
    term: 'Private Mortgage Insurance (PMI)',
    definition:
      'Insurance that protects the lender on a conventional loan with less than 20% down; you pay for it, usually monthly. Under the Homeowners Protection Act you can ask to cancel it once the balance reaches 80% of the original home value, and it ends automatically at 78% if you are current on payments.',
    category: 'Financial Terms',
  },
  {
    term: 'Mortgage Insurance Premium (MIP)',
    definition:
      'The mortgage insurance charged on FHA loans: an upfront premium, usually added to the loan, plus an annual premium paid monthly. With less than 10% down the annual premium generally lasts for the life of the loan; with 10% or more it ends after 11 years.',
    category: 'Financial Terms',
  },
  {
    term: 'Cash Reserves',
    definition:
      'Money you will still have after closing, often counted in months of mortgage payments. Some loans, such as jumbo or investment-property loans, require a minimum amount of reserves.',
    category: 'Financial Terms',
  },
  {
    term: 'Negative Amortization',
    definition:
      'When payments are too small to cover the interest due, so the unpaid interest is added to the balance and the debt grows. Qualified Mortgages are not allowed to have this feature.',
    category: 'Financial Terms',
  },
  {
    term: 'Mortgage Recast',
    definition:
      'Paying a lump sum toward principal and having the lender recalculate the monthly payment over the remaining term, keeping the same rate. Lenders that allow it usually charge a small fee.',
    category: 'Financial Terms',
  },
  {
    term: 'Mortgage Interest Deduction',
    definition:
      'A federal tax deduction for mortgage interest, available only if you itemize. For loans taken out after December 15, 2017 it generally applies to interest on up to $750,000 of home acquisition debt; a tax professional can tell you whether it helps in your case.',
    category: 'Financial Terms',
  },
  {
    term: 'Gross Monthly Income',
    definition:
      'Your income before taxes and other deductions, divided into a monthly figure. Lenders use gross, not take-home, income when calculating debt-to-income ratios.',
    category: 'Financial Terms',
  },

  // Closing Costs
  {
    term: 'Closing Costs',
    definition:
      'The fees and prepaid expenses due at closing on top of the down payment, such as lender charges, appraisal, title insurance and recording fees. They often total a few percent of the loan amount; your Loan Estimate lists them.',
    category: 'Closing Costs',
  },
  {
    term: 'Origination Fee',
    definition:
      'A lender charge for processing and underwriting your loan, sometimes stated as a percentage of the loan amount. It appears in the Origination Charges section of the Loan Estimate.',
    category: 'Closing Costs',
  },
  {
    term: 'Appraisal Fee',
    definition:
      'The cost of having a licensed or certified appraiser estimate the home’s value for the lender. It is usually paid by the borrower early in the process.',
    category: 'Closing Costs',
  },
  {
    term: 'Title Insurance',
    definition:
      'Insurance against losses from problems with the property’s ownership history, such as unknown liens or recording errors. The lender’s policy is usually required; the owner’s policy protects you and is often optional.',
    category: 'Closing Costs',
  },
  {
    term: 'Escrow Account',
    definition:
      'An account your loan servicer uses to collect part of each payment and pay your property taxes and homeowners insurance when they come due. The servicer reviews it yearly and adjusts your payment if costs change.',
    category: 'Closing Costs',
  },
  {
    term: 'Prepaid Costs',
    definition:
      'Amounts paid at closing ahead of time, such as interest from closing to month end, the first year of homeowners insurance and initial escrow deposits. They are not lender fees but still add to cash needed at closing.',
    category: 'Closing Costs',
  },
  {
    term: 'Recording Fee',
    definition:
      'A charge from the local government for recording the deed and mortgage in the public land records. The amount depends on the county or city.',
    category: 'Closing Costs',
  },
  {
    term: 'Transfer Tax',
    definition:
      'A state or local tax on the transfer of property ownership. Who pays it, and whether it applies at all, depends on the state, county and purchase contract.',
    category: 'Closing Costs',
  },
  {
    term: 'Lender Credit',
    definition:
      'Money from the lender toward your closing costs in exchange for accepting a higher interest rate. It lowers upfront cost but raises your monthly payment, the reverse of paying points.',
    category: 'Closing Costs',
  },
  {
    term: 'Seller Concessions',
    definition:
      'Closing costs the seller agrees to pay on the buyer’s behalf as part of the purchase contract. Each loan program limits how much the seller can contribute.',
    category: 'Closing Costs',
  },
  {
    term: 'Cash to Close',
    definition:
      'The total amount you must bring to closing: down payment plus closing costs, minus deposits and credits already applied. It is shown on both the Loan Estimate and the Closing Disclosure.',
    category: 'Closing Costs',
  },

  // Property Types
  {
    term: 'Single-Family Home',
    definition:
      'A detached house built for one household on its own lot. It is the most common property type for mortgages.',
    category: 'Property Types',
  },
  {
    term: 'Condominium',
    definition:
      'A unit you own individually inside a larger building or complex, with shared ownership of common areas managed by an association. Lenders may review the condo project itself before approving a loan.',
    category: 'Property Types',
  },
  {
    term: 'Townhouse',
    definition:
      'A multi-level home that shares one or more walls with neighboring units, usually with ownership of the land beneath it. Many townhouses belong to a homeowners association.',
    category: 'Property Types',
  },
  {
    term: 'Multifamily Home',
    definition:
      'A building with two to four separate living units, such as a duplex or fourplex, which can still be financed with a residential mortgage. Living in one unit and renting the others can qualify as owner-occupied.',
    category: 'Property Types',
  },
  {
    term: 'Manufactured Home',
    definition:
      'A home built in a factory to the federal HUD code and moved to its site. When permanently attached to owned land it can qualify for many mortgage programs.',
    category: 'Property Types',
  },
  {
    term: 'Cooperative (Co-op)',
    definition:
      'A building owned by a corporation in which residents buy shares that give them the right to occupy a unit. Co-op purchases use share loans and need approval from the co-op board.',
    category: 'Property Types',
  },
  {
    term: 'Planned Unit Development (PUD)',
    definition:
      'A community of homes with shared amenities and common areas owned and managed by a homeowners association. Each owner holds title to their own home and lot.',
    category: 'Property Types',
  },
  {
    term: 'Primary Residence',
    definition:
      'The home you live in most of the year. Loans for primary residences usually get the best rates and lowest down payment options.',
    category: 'Property Types',
  },
  {
    term: 'Second Home',
    definition:
      'A home you occupy part of the year, such as a vacation home, that is not rented out full time. It usually needs a larger down payment than a primary residence.',
    category: 'Property Types',
  },
  {
    term: 'Investment Property',
    definition:
      'A property bought to earn rental income or resell rather than to live in. Investment loans typically carry higher rates and down payment requirements.',
    category: 'Property Types',
  },
  {
    term: 'Accessory Dwelling Unit (ADU)',
    definition:
      'A smaller, self-contained living space on the same lot as a main home, such as a basement apartment or backyard cottage. Some loan programs let rental income from an ADU help you qualify.',
    category: 'Property Types',
  },

  // Credit
  {
    term: 'Credit Score',
    definition:
      'A three-digit number that summarizes how likely you are to repay debt, based on your credit reports. Higher scores generally earn lower mortgage rates and fees.',
    category: 'Credit',
  },
  {
    term: 'FICO Score',
    definition:
      'The most widely used credit score, ranging from 300 to 850. Mortgage lenders have traditionally used older FICO versions, and the exact scoring model your lender uses can differ from the score shown in apps.',
    category: 'Credit',
  },
  {
    term: 'Credit Report',
    definition:
      'A record of your credit accounts, balances, payment history and public records kept by a credit bureau. You can get free copies from each of the three national bureaus through AnnualCreditReport.com.',
    category: 'Credit',
  },
  {
    term: 'Tri-Merge Credit Report',
    definition:
      'A single report that combines your data from Equifax, Experian and TransUnion. Mortgage lenders commonly use it and often base decisions on the middle of your three scores.',
    category: 'Credit',
  },
  {
    term: 'Credit Utilization',
    definition:
      'How much of your available revolving credit, such as credit cards, you are using. Keeping balances low relative to limits tends to help your score.',
    category: 'Credit',
  },
  {
    term: 'Hard Inquiry',
    definition:
      'A credit check made when you apply for credit, which may lower your score slightly for a time. Scoring models usually count several mortgage inquiries within a short shopping window as one, so comparing lenders is not heavily penalized.',
    category: 'Credit',
  },
  {
    term: 'Soft Inquiry',
    definition:
      'A credit check that does not affect your score, such as checking your own credit or some prequalification checks.',
    category: 'Credit',
  },
  {
    term: 'Rapid Rescore',
    definition:
      'A service a lender can request to have the credit bureaus update your report quickly after you pay down debt or fix an error. It can raise a score within days rather than waiting for the next monthly update.',
    category: 'Credit',
  },
  {
    term: 'Payment History',
    definition:
      'The record of whether you paid your debts on time. It is the single biggest factor in most credit scores, and recent late payments weigh heavily on a mortgage application.',
    category: 'Credit',
  },
  {
    term: 'Waiting Period',
    definition:
      'The time a borrower must wait after a bankruptcy, foreclosure or short sale before qualifying for a new mortgage. The length depends on the event and the loan program.',
    category: 'Credit',
  },

  // Documentation
  {
    term: 'Loan Estimate',
    definition:
      'A standard three-page form showing a loan’s rate, monthly payment and estimated closing costs. Under the TRID rule the lender must provide it within three business days after receiving your application, which makes offers easy to compare.',
    category: 'Documentation',
  },
  {
    term: 'Closing Disclosure',
    definition:
      'A standard five-page form with the final terms and costs of your loan. You must receive it at least three business days before closing so you can compare it with your Loan Estimate.',
    category: 'Documentation',
  },
  {
    term: 'Uniform Residential Loan Application (URLA)',
    definition:
      'The standard mortgage application form, also known as Form 1003, used by most lenders. It collects your employment, income, assets, debts and details about the property and loan.',
    category: 'Documentation',
  },
  {
    term: 'Preapproval Letter',
    definition:
      'A letter from a lender stating the loan amount it has conditionally approved you for after reviewing your credit and documents. It usually expires after a few months.',
    category: 'Documentation',
  },
  {
    term: 'W-2 Form',
    definition:
      'The yearly wage and tax statement from an employer. Lenders usually ask for the last two years of W-2s to confirm salaried or hourly income.',
    category: 'Documentation',
  },
  {
    term: 'Pay Stubs',
    definition:
      'Recent payroll statements showing your current earnings and year-to-date income. Lenders typically ask for the most recent 30 days of pay stubs.',
    category: 'Documentation',
  },
  {
    term: 'Bank Statements',
    definition:
      'Statements for checking, savings and investment accounts that show where your down payment and reserves come from. Lenders commonly request the last two months and may ask about large deposits.',
    category: 'Documentation',
  },
  {
    term: 'Form 4506-C',
    definition:
      'An IRS form you sign to let your lender obtain transcripts of your tax returns directly from the IRS. It lets the lender confirm the income you reported.',
    category: 'Documentation',
  },
  {
    term: 'Verification of Employment (VOE)',
    definition:
      'A check, done in writing, by phone or through a data service, that confirms your job, title and income with your employer. Lenders often repeat it shortly before closing.',
    category: 'Documentation',
  },
  {
    term: 'Gift Letter',
    definition:
      'A signed statement from a relative or other allowed donor confirming that money given toward your down payment is a gift and not a loan. Lenders also verify the transfer of the funds.',
    category: 'Documentation',
  },
  {
    term: 'Letter of Explanation',
    definition:
      'A short written note a lender may request to explain something in your file, such as a large deposit, a job gap or a late payment.',
    category: 'Documentation',
  },
  {
    term: 'Certificate of Eligibility (COE)',
    definition:
      'A VA document that confirms your eligibility and entitlement for a VA loan. Many lenders can request it for you online.',
    category: 'Documentation',
  },
  {
    term: 'Homeowners Insurance Binder',
    definition:
      'Proof from an insurance company that a homeowners policy will be in force at closing. Lenders require it before they will fund a purchase loan.',
    category: 'Documentation',
  },

  // Real Estate
  {
    term: 'Appraisal',
    definition:
      'An independent estimate of a property’s market value, ordered by the lender. If the appraisal comes in below the price, you may need to renegotiate, bring more cash or change loan terms.',
    category: 'Real Estate',
  },
  {
    term: 'Home Inspection',
    definition:
      'A visual examination of a home’s structure and systems by a professional inspector, usually paid for by the buyer. Unlike an appraisal, it looks at condition rather than value.',
    category: 'Real Estate',
  },
  {
    term: 'Earnest Money',
    definition:
      'A good-faith deposit a buyer makes when an offer is accepted, held by a third party until closing. It is normally credited toward your costs, but you can lose it if you back out without a valid contract reason.',
    category: 'Real Estate',
  },
  {
    term: 'Purchase Agreement',
    definition:
      'The signed contract between buyer and seller that sets the price, closing date, contingencies and other terms of the sale.',
    category: 'Real Estate',
  },
  {
    term: 'Contingency',
    definition:
      'A condition in a purchase agreement that must be met for the sale to go ahead, such as a satisfactory inspection, an appraisal at or above the price, or loan approval. If it is not met, the buyer can usually cancel without losing earnest money.',
    category: 'Real Estate',
  },
  {
    term: 'Comparable Sales (Comps)',
    definition:
      'Recent sales of similar nearby homes that appraisers and agents use to estimate a property’s value.',
    category: 'Real Estate',
  },
  {
    term: 'Multiple Listing Service (MLS)',
    definition:
      'A database where real estate brokers in a region share details of homes for sale. Most listings you see on home search websites come from an MLS.',
    category: 'Real Estate',
  },
  {
    term: 'Homeowners Association (HOA)',
    definition:
      'An organization that manages shared areas and enforces rules in a condo, townhouse or planned community. Owners pay regular HOA dues, which lenders count in your monthly housing costs.',
    category: 'Real Estate',
  },
  {
    term: 'Property Tax',
    definition:
      'A yearly tax charged by local governments based on the assessed value of your home. It is often paid through your escrow account as part of the monthly payment.',
    category: 'Real Estate',
  },
  {
    term: 'Homeowners Insurance',
    definition:
      'Insurance that covers damage to your home and liability for injuries on the property. Lenders require it for as long as you have the mortgage.',
    category: 'Real Estate',
  },
  {
    term: 'Flood Insurance',
    definition:
      'Insurance for flood damage, which standard homeowners policies exclude. Lenders require it for government-backed and most other mortgages on homes in FEMA-designated high-risk flood zones.',
    category: 'Real Estate',
  },
  {
    term: 'Final Walk-Through',
    definition:
      'The buyer’s last visit to the home shortly before closing to confirm it is in the agreed condition and any promised repairs are done.',
    category: 'Real Estate',
  },
  {
    term: 'Buyer Representation Agreement',
    definition:
      'A written contract between a homebuyer and their agent that sets out the agent’s services and pay. Since August 2024, following a national settlement, agents working in most MLSs must sign one with a buyer before touring homes together.',
    category: 'Real Estate',
  },

  // Refinancing
  {
    term: 'Refinance',
    definition:
      'Replacing your current mortgage with a new loan, usually to get a lower rate, change the term or take cash out. A refinance has its own closing costs, so it pays off only if you keep the loan long enough.',
    category: 'Refinancing',
  },
  {
    term: 'Rate-and-Term Refinance',
    definition:
      'A refinance that changes the interest rate, the loan term or both without taking extra cash out beyond small allowed amounts.',
    category: 'Refinancing',
  },
  {
    term: 'Cash-Out Refinance',
    definition:
      'A refinance for more than you owe, with the difference paid to you in cash. Conventional and FHA cash-out loans on a primary home are generally capped at 80% of its value.',
    category: 'Refinancing',
  },
  {
    term: 'Cash-In Refinance',
    definition:
      'A refinance where you bring money to closing to pay down the balance, often to reach a better loan-to-value ratio, drop mortgage insurance or qualify for a lower rate.',
    category: 'Refinancing',
  },
  {
    term: 'FHA Streamline Refinance',
    definition:
      'A refinance from one FHA loan into another with reduced paperwork and often no new appraisal. It must give the borrower a clear benefit, such as a lower payment.',
    category: 'Refinancing',
  },
  {
    term: 'Interest Rate Reduction Refinance Loan (IRRRL)',
    definition:
      'The VA’s streamlined refinance from one VA loan into another, usually to lower the rate. It typically needs little documentation and carries a reduced funding fee.',
    category: 'Refinancing',
  },
  {
    term: 'Break-Even Point',
    definition:
      'How long it takes for the monthly savings of a refinance to repay its closing costs: total costs divided by monthly savings. If you expect to move or refinance again before that point, the refinance may not be worth it.',
    category: 'Refinancing',
  },
  {
    term: 'No-Closing-Cost Refinance',
    definition:
      'A refinance where closing costs are covered by a lender credit in exchange for a higher rate, or are added to the loan balance. You pay less upfront but more over time.',
    category: 'Refinancing',
  },
  {
    term: 'Seasoning Requirement',
    definition:
      'The minimum time you must have held your current loan or owned your home before certain refinances are allowed. FHA and VA streamline refinances, for example, generally require at least six monthly payments and about 210 days since the first payment or closing.',
    category: 'Refinancing',
  },

  // Legal Terms
  {
    term: 'Promissory Note',
    definition:
      'Your written promise to repay the loan, stating the amount, rate, payment schedule and what happens if you default.',
    category: 'Legal Terms',
  },
  {
    term: 'Mortgage',
    definition:
      'Strictly speaking, the legal document that pledges your home as security for the loan, giving the lender the right to foreclose if you do not repay. In everyday speech the word means the home loan itself.',
    category: 'Legal Terms',
  },
  {
    term: 'Deed of Trust',
    definition:
      'A security document used in many states instead of a mortgage, in which a neutral trustee holds legal title for the lender until the loan is repaid. It often allows foreclosure without going to court.',
    category: 'Legal Terms',
  },
  {
    term: 'Deed',
    definition:
      'The legal document that transfers ownership of real estate from the seller to the buyer. It is recorded in the local land records after closing.',
    category: 'Legal Terms',
  },
  {
    term: 'Lien',
    definition:
      'A legal claim against a property as security for a debt, such as a mortgage, unpaid taxes or a contractor’s bill. Liens generally must be paid or released before the property can be sold with clear title.',
    category: 'Legal Terms',
  },
  {
    term: 'Foreclosure',
    definition:
      'The legal process a lender uses to take and sell a property after the borrower fails to repay. Federal rules generally bar servicers from starting foreclosure until a borrower is more than 120 days behind.',
    category: 'Legal Terms',
  },
  {
    term: 'Due-on-Sale Clause',
    definition:
      'A loan provision that lets the lender demand full repayment if the property is sold or transferred. Federal law exempts certain transfers, such as to a spouse or child.',
    category: 'Legal Terms',
  },
  {
    term: 'Right of Rescission',
    definition:
      'Your right to cancel certain refinances and home equity loans on your primary residence within three business days after closing. It generally does not apply to loans used to buy a home.',
    category: 'Legal Terms',
  },
  {
    term: 'Qualified Mortgage (QM)',
    definition:
      'A loan that meets federal standards meant to keep mortgages affordable, such as a term of no more than 30 years, limits on points and fees, and no interest-only or negative amortization features. Lenders get certain legal protections when they make QM loans.',
    category: 'Legal Terms',
  },
  {
    term: 'Ability-to-Repay Rule',
    definition:
      'A federal requirement that lenders make a reasonable, good-faith determination, based on verified information, that you can repay a mortgage before making it.',
    category: 'Legal Terms',
  },
  {
    term: 'TRID',
    definition:
      'Short for the TILA-RESPA Integrated Disclosure rule, which created the Loan Estimate and the Closing Disclosure. It sets the three-business-day timing for both forms and limits how much certain costs can rise between them.',
    category: 'Legal Terms',
  },
  {
    term: 'Truth in Lending Act (TILA)',
    definition:
      'A federal law requiring lenders to disclose the cost of credit, including the APR and finance charges, in a standard way. Its rules for mortgages are carried out through Regulation Z.',
    category: 'Legal Terms',
  },
  {
    term: 'Real Estate Settlement Procedures Act (RESPA)',
    definition:
      'A federal law that governs settlement-cost disclosures, escrow accounts and loan servicing, and bans kickbacks for referrals between settlement providers.',
    category: 'Legal Terms',
  },
  {
    term: 'Homeowners Protection Act',
    definition:
      'A 1998 federal law setting when private mortgage insurance must end on most conventional home loans. You can request cancellation at 80% of the original value, and it must end automatically at 78% if you are current.',
    category: 'Legal Terms',
  },
  {
    term: 'Equal Credit Opportunity Act (ECOA)',
    definition:
      'A federal law that bans lenders from discriminating against applicants because of race, color, religion, national origin, sex, marital status, age or receipt of public assistance. It also gives you the right to a copy of your appraisal.',
    category: 'Legal Terms',
  },

  // Professionals
  {
    term: 'Loan Officer',
    definition:
      'The person who helps you choose a loan, takes your application and guides it to closing. Mortgage loan originators must be licensed or registered and have an NMLS ID you can look up.',
    category: 'Professionals',
  },
  {
    term: 'Mortgage Broker',
    definition:
      'A licensed professional who compares loans from several wholesale lenders on your behalf but does not lend their own money. Brokers are paid by the borrower or the lender, as disclosed on your Loan Estimate.',
    category: 'Professionals',
  },
  {
    term: 'Mortgage Lender',
    definition:
      'The bank, credit union or mortgage company that funds your loan. The lender sets its own rates and fees within the rules of each loan program.',
    category: 'Professionals',
  },
  {
    term: 'Loan Processor',
    definition:
      'The person who gathers and checks your documents, orders the appraisal and title work, and prepares your file for the underwriter.',
    category: 'Professionals',
  },
  {
    term: 'Underwriter',
    definition:
      'The lender’s specialist who evaluates your application and decides whether it meets the loan program’s requirements.',
    category: 'Professionals',
  },
  {
    term: 'Real Estate Agent',
    definition:
      'A state-licensed professional who helps people buy or sell property, from finding homes to negotiating offers. Agents work under a supervising broker.',
    category: 'Professionals',
  },
  {
    term: 'Realtor',
    definition:
      'A trademarked title for real estate professionals who belong to the National Association of Realtors and agree to follow its Code of Ethics. Not every real estate agent is a Realtor.',
    category: 'Professionals',
  },
  {
    term: 'Appraiser',
    definition:
      'A state-licensed or certified professional who estimates a property’s market value. Federal rules require appraisers to be independent of the loan officer and the sale.',
    category: 'Professionals',
  },
  {
    term: 'Home Inspector',
    definition:
      'A professional who examines a home’s structure, roof and systems and writes a report of defects. Licensing rules for inspectors vary by state.',
    category: 'Professionals',
  },
  {
    term: 'Settlement Agent',
    definition:
      'The neutral party, such as a title company, escrow officer or attorney, who runs the closing, handles the funds and records the documents.',
    category: 'Professionals',
  },
  {
    term: 'Real Estate Attorney',
    definition:
      'A lawyer who reviews contracts, checks title and handles closings. Some states require an attorney to take part in every real estate closing.',
    category: 'Professionals',
  },
  {
    term: 'Loan Servicer',
    definition:
      'The company that collects your monthly payments, manages the escrow account and handles questions after closing. Servicing can be transferred, and you must be notified when it is.',
    category: 'Professionals',
  },
  {
    term: 'Housing Counselor',
    definition:
      'A trained advisor who helps with budgeting, buying a home or avoiding foreclosure. Counselors at HUD-approved agencies offer advice free or at low cost.',
    category: 'Professionals',
  },

  // Government Agencies
  {
    term: 'Federal Housing Administration (FHA)',
    definition:
      'A federal agency within HUD that insures mortgages made by approved lenders, allowing lower down payments and more flexible credit requirements.',
    category: 'Government Agencies',
  },
  {
    term: 'Department of Housing and Urban Development (HUD)',
    definition:
      'The federal department responsible for national housing policy, fair housing enforcement and programs including FHA mortgage insurance and approved housing counseling.',
    category: 'Government Agencies',
  },
  {
    term: 'Department of Veterans Affairs (VA)',
    definition:
      'The federal department that serves veterans and runs the VA home loan guaranty program, including the funding fee and the Certificate of Eligibility.',
    category: 'Government Agencies',
  },
  {
    term: 'USDA Rural Development',
    definition:
      'The part of the US Department of Agriculture that guarantees and makes home loans for low- and moderate-income households in eligible rural areas.',
    category: 'Government Agencies',
  },
  {
    term: 'Consumer Financial Protection Bureau (CFPB)',
    definition:
      'The federal agency that writes and enforces many consumer mortgage rules, including the Loan Estimate and Closing Disclosure. It also publishes homebuying guides and accepts consumer complaints.',
    category: 'Government Agencies',
  },
  {
    term: 'Federal Housing Finance Agency (FHFA)',
    definition:
      'The regulator of Fannie Mae, Freddie Mac and the Federal Home Loan Banks. It announces the conforming loan limits for the coming year each fall.',
    category: 'Government Agencies',
  },
  {
    term: 'Federal Reserve',
    definition:
      'The central bank of the United States, which sets short-term interest rate policy and supervises many banks. Its decisions and outlook influence mortgage rates, though not one-for-one.',
    category: 'Government Agencies',
  },
  {
    term: 'Ginnie Mae',
    definition:
      'The Government National Mortgage Association, a government corporation within HUD that guarantees investors timely payment on securities backed by FHA, VA and USDA loans. It does not make or buy loans itself.',
    category: 'Government Agencies',
  },
  {
    term: 'Federal Emergency Management Agency (FEMA)',
    definition:
      'The federal agency that publishes flood maps and runs the National Flood Insurance Program. Its maps decide whether your lender will require flood insurance.',
    category: 'Government Agencies',
  },
  {
    term: 'Internal Revenue Service (IRS)',
    definition:
      'The federal tax agency. Lenders use IRS tax transcripts to verify income, and your servicer reports mortgage interest paid on Form 1098.',
    category: 'Government Agencies',
  },

  // State Programs
  {
    term: 'Housing Finance Agency (HFA)',
    definition:
      'A state-chartered agency that helps low- and moderate-income residents buy homes, often with below-market-rate mortgages and down payment help offered through approved local lenders. Every state has one, and each sets its own rules and limits.',
    category: 'State Programs',
  },
  {
    term: 'Down Payment Assistance (DPA)',
    definition:
      'Help with the down payment or closing costs offered by state and local agencies and some nonprofits, in the form of grants, forgivable loans or deferred second mortgages. Programs usually have income limits and may require repayment if you sell or refinance early.',
    category: 'State Programs',
  },
  {
    term: 'Mortgage Credit Certificate (MCC)',
    definition:
      'A certificate issued by a state or local housing agency that lets a qualifying homebuyer, usually a first-time buyer, claim a federal tax credit for part of the mortgage interest paid each year. Availability, credit rates and fees depend on the issuing agency.',
    category: 'State Programs',
  },
  {
    term: 'Mortgage Revenue Bond',
    definition:
      'A tax-exempt bond sold by a state or local housing agency to fund below-market-rate mortgages for eligible buyers, most of them first-time buyers.',
    category: 'State Programs',
  },
  {
    term: 'First-Time Homebuyer',
    definition:
      'For most assistance programs, someone who has not owned a principal residence in the past three years, not only someone who has never owned a home. Each program states its own definition and exceptions.',
    category: 'State Programs',
  },
  {
    term: 'Area Median Income (AMI)',
    definition:
      'The middle household income for a metro area or county, published by HUD. State programs often set their income limits as a percentage of AMI.',
    category: 'State Programs',
  },
  {
    term: 'Homebuyer Education Course',
    definition:
      'A class on budgeting, credit, the loan process and keeping up with a mortgage. Many state programs and low-down-payment loans require one, and approved courses are often free or inexpensive.',
    category: 'State Programs',
  },
  {
    term: 'Forgivable Second Mortgage',
    definition:
      'A down payment assistance loan that is gradually forgiven if you live in the home for a set number of years. If you sell or refinance early, part or all of it may have to be repaid.',
    category: 'State Programs',
  },
  {
    term: 'Virginia Housing',
    definition:
      'Virginia’s state housing finance agency, formerly known as the Virginia Housing Development Authority (VHDA). It offers home loans and down payment assistance through participating lenders, along with free homebuyer education.',
    category: 'State Programs',
  },
  {
    term: 'CalHFA',
    definition:
      'The California Housing Finance Agency, the state’s housing finance agency. It offers first mortgages and down payment assistance, such as its MyHome Assistance Program, through approved lenders.',
    category: 'State Programs',
  },
  {
    term: 'SONYMA',
    definition:
      'The State of New York Mortgage Agency, which offers lower-cost mortgages and down payment assistance to eligible buyers, with a focus on first-time homebuyers, through participating lenders.',
    category: 'State Programs',
  },

  // Organizations
  {
    term: 'Fannie Mae',
    definition:
      'The Federal National Mortgage Association, a government-sponsored enterprise that buys conforming mortgages from lenders so they can make new loans. It sets many of the rules conventional loans follow and has been in federal conservatorship since 2008.',
    category: 'Organizations',
  },
  {
    term: 'Freddie Mac',
    definition:
      'The Federal Home Loan Mortgage Corporation, a government-sponsored enterprise that, like Fannie Mae, buys conforming loans from lenders. It has been in federal conservatorship since 2008 and publishes a weekly survey of mortgage rates.',
    category: 'Organizations',
  },
  {
    term: 'Government-Sponsored Enterprise (GSE)',
    definition:
      'A privately owned company created by Congress to support lending in a particular area. In housing the term usually means Fannie Mae and Freddie Mac.',
    category: 'Organizations',
  },
  {
    term: 'Federal Home Loan Banks',
    definition:
      'A system of regional, member-owned banks that lend to banks, credit unions and insurers to support housing finance. They also fund some affordable housing and down payment programs.',
    category: 'Organizations',
  },
  {
    term: 'Nationwide Multistate Licensing System (NMLS)',
    definition:
      'The system state regulators use to license mortgage companies and loan officers. Its free NMLS Consumer Access website lets you check a lender’s or loan officer’s license.',
    category: 'Organizations',
  },
  {
    term: 'National Association of Realtors (NAR)',
    definition:
      'The largest trade association for real estate professionals in the US. Only its members may use the Realtor trademark.',
    category: 'Organizations',
  },
  {
    term: 'Mortgage Bankers Association (MBA)',
    definition:
      'A national trade group for the real estate finance industry. It publishes a weekly survey of mortgage applications that is widely followed as a sign of borrowing demand.',
    category: 'Organizations',
  },
  {
    term: 'Federal Reserve Bank of St. Louis',
    definition:
      'One of the 12 regional Federal Reserve Banks. It runs FRED, a free database of economic data that includes the daily mortgage rate indices this service uses.',
    category: 'Organizations',
  },
  {
    term: 'Optimal Blue',
    definition:
      'A mortgage technology company that publishes daily mortgage rate indices based on rates lenders actually lock with borrowers. Its 30-year and 15-year fixed conforming indices, published on FRED, are the rates this service tracks.',
    category: 'Organizations',
  },
  {
    term: 'Credit Bureaus',
    definition:
      'The three national consumer reporting companies, Equifax, Experian and TransUnion, that collect credit history and supply the reports lenders review.',
    category: 'Organizations',
  },
  {
    term: 'Mortgage Electronic Registration Systems (MERS)',
    definition:
      'A private electronic registry that tracks who owns and who services mortgage loans. MERS may be named in your mortgage document as the lender’s nominee.',
    category: 'Organizations',
  },
];
