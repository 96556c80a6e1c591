// Amounts of money as the desk shows them: whole satang on the wire, baht with two decimals here.

import { useIntl } from 'react-intl';

export function useBaht() {
  const intl = useIntl();
  return (satang: number) =>
    `${intl.formatNumber(satang / 100, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} THB`;
}
