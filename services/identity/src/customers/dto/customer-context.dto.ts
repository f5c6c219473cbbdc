/** Public answer of GET /api/v1/customerContext/{customerCode}. */
export interface CustomerContextDto {
  customer_id: number;
  customer_code: string;
  name: string;
  locations: { location_id: number; location_code: string; name: string }[];
}
