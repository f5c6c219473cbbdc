type Scalar = string | number | boolean | null;

/** The validated PUT body (schema: updateApplicantSchema in @attest/contracts). */
export interface UpdateApplicantInput {
  applicant_id: number;
  fed_tax?: Record<string, Scalar>;
  eeoc?: Record<string, Scalar>;
  admission?: Record<string, Scalar>;
  altId?: { alt_id_value?: string | null };
  props?: Record<string, Scalar>;
  state_props?: Record<string, Record<string, Scalar>>;
  [field: string]: unknown;
}
