/** Pay stubs are in US dollars (payroll exports carry no currency); blank for a missing amount. */
export const usd = (n: number | null | undefined) => (n == null ? '' : n.toLocaleString('en-US', { style: 'currency', currency: 'USD' }));
