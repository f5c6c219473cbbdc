/** Portal paths of the wizard, absolute under /{customerCode}/{locationCode}/. */
export const portalPath = (customerCode: string, locationCode: string, rest: string) => `/${customerCode}/${locationCode}/${rest}`;

export const sectionPath = (customerCode: string, locationCode: string, segment: string) =>
  portalPath(customerCode, locationCode, `application/${segment}`);
