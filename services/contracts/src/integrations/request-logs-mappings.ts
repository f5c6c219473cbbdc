/** External request logs, field mappings and adapter properties (issue 19, decision 0050). */

export interface ExternalRequestSummaryDto {
  id: number;
  adapterId: number;
  applicantId: number | null;
  direction: 'out' | 'in';
  method: string;
  path: string;
  status: number | null;
  durationMs: number;
  error: string | null;
  createdAt: string;
  hasRequestBody: boolean;
  hasResponseBody: boolean;
}

export interface ExternalRequestDto extends ExternalRequestSummaryDto {
  /** true: the bodies are shown masked (every value hidden); false: decrypted (already redacted before storing). */
  isEncrypted: boolean;
  requestBody: unknown;
  responseBody: unknown;
}

export type FieldMappingType = 'STRING' | 'NUMBER' | 'BOOLEAN' | 'DATE' | 'CODE';
export type FieldMappingDirection = 'BOTH' | 'OUT' | 'IN';

export interface FieldMappingDto {
  mappingId: number;
  integration: string;
  internalEntityType: string;
  externalEntityType: string;
  internalField: string;
  externalField: string;
  fieldType: FieldMappingType;
  codeCategory: string | null;
  direction: FieldMappingDirection;
}

export interface CatalogFieldDto {
  field: string;
  fieldType: FieldMappingType;
  codeCategory?: string;
}

export interface AdapterPropertyDto {
  id: number;
  adapterId: number;
  name: string;
  /** A secret's value is never read back: the mask when set. */
  value: string | null;
  secret: boolean;
  updatedAt: string;
}

export interface AdapterDefDto {
  id: number;
  name: string;
  systemType: number;
  integration: string | null;
}
