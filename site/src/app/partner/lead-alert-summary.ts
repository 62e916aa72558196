import { formatPayment, formatTotal } from '@mrn/sdk/finance/currency-format';
import type { PartnerLead } from '@mrn/sdk/schemas/partner-leads';

/** A number the lead entered, or undefined when it is missing (older rows, an unset rule). */
function entered(lead: PartnerLead, name: string): number | undefined {
  const value = lead.alertInputs?.[name];
  return typeof value === 'number' ? value : undefined;
}

/**
 * What a refinance or payment lead entered, as short lines for the lead table's Alert cell:
 * "$250,000 at 7.5%", "save $150.00 a month"; or "$400,000 home, $80,000 down", "pay $2,400.00 a month".
 * Empty for a target-rate lead (its target says it all).
 */
export function leadAlertSummary(lead: PartnerLead): string[] {
  const lines: (string | undefined)[] = [];
  const money = (name: string, format: (value: number) => string) => {
    const value = entered(lead, name);
    return value === undefined ? undefined : format(value);
  };
  if (lead.alertKind === 'refinance') {
    const balance = money('currentBalance', formatTotal);
    const rate = entered(lead, 'currentRate');
    lines.push(balance && rate !== undefined ? `${balance} at ${rate}%` : balance);
    const saving = money('minMonthlySaving', formatPayment);
    lines.push(saving && `save ${saving} a month`);
    const months = entered(lead, 'maxBreakEvenMonths');
    lines.push(months === undefined ? undefined : `break even within ${months} months`);
  }
  if (lead.alertKind === 'payment') {
    const price = money('homePrice', formatTotal);
    const down = money('downPayment', formatTotal);
    lines.push(price && `${price} home${down ? `, ${down} down` : ''}`);
    const target = money('targetMonthlyPayment', formatPayment);
    lines.push(target && `pay ${target} a month`);
  }
  return lines.filter((line): line is string => Boolean(line));
}
