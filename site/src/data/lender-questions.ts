// Printable "Questions to Ask Your Lender" worksheet (/templates/lender-questions).

export interface QuestionGroup {
  title: string;
  questions: string[];
}

export const LENDER_QUESTION_GROUPS: readonly QuestionGroup[] = [
  {
    title: 'Interest Rates & Terms',
    questions: [
      'What interest rate and APR can you offer me today, and why do they differ?',
      'Is this rate fixed for the whole loan, or can it change?',
      'Which loan terms do you offer, such as 15, 20 or 30 years?',
      'How many discount points, if any, are included in this rate quote?',
      'What would my rate be with no points, and with one point?',
      'How long can I lock this rate, and what does a lock or an extension cost?',
      'Do you offer a float-down if rates fall after I lock?',
      'Is there a prepayment penalty if I pay the loan off early?',
      'What will my monthly principal and interest payment be?',
      'For an adjustable-rate loan, what are the index, margin and rate caps?',
    ],
  },
  {
    title: 'Fees & Costs',
    questions: [
      'Can you give me an official Loan Estimate so I can compare offers?',
      'What are your origination, application and underwriting fees?',
      'Which closing costs are set by you, and which can I shop for myself?',
      'How much cash will I need to bring to closing in total?',
      'Do I need mortgage insurance, how much will it cost, and when can it be removed?',
      'Can any closing costs be covered by a lender credit, and how would that change my rate?',
      'Are there fees I must pay before closing, such as for the appraisal or credit report?',
      'How much should I expect to put into the escrow account at closing?',
      'Which fees on my Loan Estimate are allowed to change before closing?',
      'Are there any fees if my loan does not close?',
    ],
  },
  {
    title: 'Timeline & Process',
    questions: [
      'How long does it usually take you to close a loan like mine?',
      'Can you close by the date in my purchase contract?',
      'What documents do you need from me, and when?',
      'When will the appraisal be ordered, and how long does it take?',
      'Is underwriting done in-house, and how long does it take?',
      'How will you keep me updated on the status of my loan?',
      'What happens if my rate lock expires before closing?',
      'When will I receive my Closing Disclosure?',
      'What could delay my closing, and how can I avoid it?',
      'Will my loan be sold or transferred to another servicer after closing?',
    ],
  },
  {
    title: 'Qualification & Requirements',
    questions: [
      'Which loan programs do I qualify for: conventional, FHA, VA, USDA or others?',
      'What is the minimum down payment for each option?',
      'What minimum credit score do you require for each loan program?',
      'What debt-to-income ratio do you allow?',
      'How do you count bonus, overtime, self-employment or rental income?',
      'How many months of cash reserves will I need after closing?',
      'Can I use gift money or down payment assistance?',
      'Do you offer programs for first-time homebuyers?',
      'Would paying down any debts improve my rate or approval?',
      'What could cause my approval to change before closing?',
    ],
  },
  {
    title: 'Lender & Service Questions',
    questions: [
      'What is your NMLS license number, and your company’s?',
      'Will you be my main contact from application to closing?',
      'How can I reach you, and how quickly do you usually respond?',
      'Are you a direct lender or a mortgage broker?',
      'Will you service my loan after closing, or will another company?',
      'How do you handle problems or complaints?',
      'Can you share reviews or references from recent borrowers?',
      'Do you offer a preapproval letter, and how long is it valid?',
      'Can you explain every item on my Loan Estimate with me?',
      'What makes your offer better than the other quotes I have?',
    ],
  },
];

/** Row labels of the blank side-by-side table for comparing three lenders. */
export const LENDER_COMPARISON_ROWS: readonly string[] = [
  'Interest rate',
  'APR',
  'Monthly payment',
  'Closing costs',
  'Points',
  'Rate lock period',
  'Lender fees',
];
