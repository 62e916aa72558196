/** Printed in every mail: the service informs, it does not advise. */
export const NOT_FINANCIAL_ADVICE =
  'This message is for information only and is not financial advice. The rates are a daily market index, ' +
  'not an offer of credit; the rate a lender quotes you depends on your own situation.';
