import { maskTail } from '@attest/platform';
import type {
  ApplicantAdmissionEntity,
  ApplicantAltIdEntity,
  ApplicantEeocEntity,
  ApplicantEntity,
  ApplicantFedTaxEntity,
  ApplicantPropEntity,
} from './entities';

export interface ApplicantParts {
  applicant: ApplicantEntity;
  fedTax: ApplicantFedTaxEntity | null;
  eeoc: ApplicantEeocEntity | null;
  admission: ApplicantAdmissionEntity | null;
  altIds: ApplicantAltIdEntity[];
  props: ApplicantPropEntity[];
}

const join = (parts: (string | null | undefined)[], sep: string) => parts.filter((p) => p && p.trim()).join(sep);

/** Derived fields of the spec: full_name, full_address, primary_phone (mobile, else home). */
export function deriveApplicantFields(a: Pick<ApplicantEntity, 'first_name' | 'last_name' | 'address1' | 'address2' | 'city' | 'state' | 'zip' | 'mobile_phone' | 'home_phone'>) {
  const cityLine = join([a.city, join([a.state, a.zip], ' ')], ', ');
  return {
    full_name: join([a.first_name, a.last_name], ' '),
    full_address: join([a.address1, a.address2, cityLine], ', '),
    primary_phone: a.mobile_phone || a.home_phone || null,
  };
}

/** The applicant as answered to clients: no secrets, sensitive ids masked, props grouped. */
export function toApplicantView(p: ApplicantParts) {
  const { password_hash: _h, failed_login_count: _f, deleted_at: _d, ...account } = p.applicant;
  const props: Record<string, string | null> = {};
  const stateProps: Record<string, Record<string, string | null>> = {};
  for (const row of p.props) {
    if (row.state) {
      (stateProps[row.state] ??= {})[row.code] = row.value;
    } else {
      props[row.code] = row.value;
    }
  }
  const fedTax = p.fedTax
    ? (() => {
        const { customer_id: _c, fed_id_hash: _fh, ...rest } = p.fedTax;
        return { ...rest, fed_id: maskTail(rest.fed_id), fed_id_not_required: rest.fed_id_not_required === 1 };
      })()
    : null;
  const strip = <T extends { customer_id: number }>(row: T | null) => {
    if (!row) {
      return null;
    }
    const { customer_id: _c, ...rest } = row;
    return rest;
  };
  return {
    ...account,
    verified: account.verified === 1,
    ...deriveApplicantFields(account),
    fed_tax: fedTax,
    eeoc: strip(p.eeoc),
    admission: strip(p.admission),
    altId: p.altIds[0] ? { alt_id_value: p.altIds[0].alt_id_value } : null,
    alt_ids: p.altIds.map((r) => ({ id: r.id, alt_id_value: r.alt_id_value })),
    props,
    state_props: stateProps,
  };
}

export type ApplicantView = ReturnType<typeof toApplicantView>;
