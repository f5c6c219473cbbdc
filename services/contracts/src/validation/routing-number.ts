/**
 * ABA routing number check (applicant-side §5 "Bank routing number" → invalid_routing_number): nine digits
 * whose weighted sum 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. All zeros is refused
 * (it passes the sum but is no bank). Shared by the browser form and the server so both refuse the same.
 */
export function isValidRoutingNumber(value: string | null | undefined): boolean {
  if (!value || !/^\d{9}$/.test(value) || /^0+$/.test(value)) {
    return false;
  }
  const d = [...value].map(Number);
  const sum = 3 * (d[0] + d[3] + d[6]) + 7 * (d[1] + d[4] + d[7]) + (d[2] + d[5] + d[8]);
  return sum % 10 === 0;
}
