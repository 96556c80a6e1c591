// Building blocks for page prose (src/pages): locale-aware links to other pages and numbers,
// money and percentages formatted with Intl from the one data source (src/data/facts.ts).

import type { ReactNode } from 'react';
import { FormattedNumber } from 'react-intl';
import { discounts, termsPerYear, tuition } from '../../data/facts';
import type { RouteId } from '../../routes/table';
import { AppLink, useRoutePath } from './app-link';

/** A link to another page of the site, in the current language. */
export function PageLink({ to, children }: { to: RouteId; children: ReactNode }) {
  const path = useRoutePath();
  return <AppLink to={path(to)}>{children}</AppLink>;
}

/** An amount in Thai baht, written as the locale writes it (THB 12,000 in English, ฿12,000 in Thai, 12 000 ฿ in Russian). */
export function Money({ amount }: { amount: number }) {
  return <FormattedNumber value={amount} style="currency" currency="THB" maximumFractionDigits={0} />;
}

/** A share (0.1) as a percentage (10%). */
export function Percent({ value }: { value: number }) {
  return <FormattedNumber value={value} style="percent" maximumFractionDigits={1} />;
}

/** A plain number with the locale's grouping. */
export function Num({ value }: { value: number }) {
  return <FormattedNumber value={value} />;
}

/**
 * The tuition table's rows: per term, per year, and per year paid in advance, computed once from
 * src/data/facts.ts; each language names the year groups.
 */
export function TuitionRows({ label }: { label: (row: (typeof tuition)[number]) => ReactNode }) {
  return (
    <tbody>
      {tuition.map((row) => (
        <tr key={row.id}>
          <th scope="row">{label(row)}</th>
          <td>{row.ages}</td>
          <td>
            <Money amount={row.perTerm} />
          </td>
          <td>
            <Money amount={row.perTerm * termsPerYear} />
          </td>
          <td>
            <Money amount={row.perTerm * termsPerYear * (1 - discounts.fullYearInAdvance)} />
          </td>
        </tr>
      ))}
    </tbody>
  );
}
