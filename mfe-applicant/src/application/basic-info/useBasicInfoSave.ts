import { useRef } from 'react';
import type { FormikHelpers } from 'formik';
import { buildApplicantUpdate, hasApplicantChanges, type ApplicantRecord, type FormErrors } from '@attest/contracts';
import { fieldErrorsOf, isApiError, useServerFieldErrors, useToast } from '@attest/shared-ui';
import { useUpdateApplicantMutation, type ApplicantProfile } from '../../profile/api/applicant-api';
import { useSaveEmergencyContactsMutation, useSaveLicensesMutation, useSaveReferencesMutation } from './basic-info-api';
import { changedRecords, CONTACT_SPEC, LICENSE_SPEC, REFERENCE_SPEC, toRows, type RowOwner, type RowSpec } from './basic-info-rows';
import { toApplicantEdit, toBasicInfoValues, type BasicInfoRecords, type BasicInfoValues } from './basic-info-values';

const GROUP_PREFIX = /^(fed_tax|eeoc|admission)\./;

/** The server's field errors on the section's field names; duplicates name the value typed. */
function applicantFieldErrors(cause: unknown, values: BasicInfoValues): FormErrors {
  if (!isApiError(cause)) {
    return {};
  }
  const out: FormErrors = {};
  for (const [rawName, error] of Object.entries(fieldErrorsOf(cause))) {
    const name = rawName.replace(GROUP_PREFIX, '');
    const typed = (values as unknown as Record<string, unknown>)[name];
    out[name] = error.key.startsWith('duplicate_') && !error.params && typeof typed === 'string' ? { ...error, params: { value: typed } } : error;
  }
  return out;
}

type SaveRows<T> = (args: RowOwner & { rows: T[] }) => { unwrap: () => Promise<T[] | null> };

/**
 * Save of the section: the applicant record first (only changed fields, grouped fed_tax / eeoc / admission),
 * then each row list that changed. Server field errors land on the fields; nothing typed is lost on a
 * failure; a list that did save takes the server's rows at once, so a retry does not add it twice.
 */
export function useBasicInfoSave(records: BasicInfoRecords, owner: RowOwner, onSaved?: () => void) {
  const toast = useToast();
  const server = useServerFieldErrors();
  const saved = useRef(records);
  const [updateApplicant] = useUpdateApplicantMutation();
  const [saveContacts] = useSaveEmergencyContactsMutation();
  const [saveLicenses] = useSaveLicensesMutation();
  const [saveReferences] = useSaveReferencesMutation();

  async function saveList<T>(spec: RowSpec<T>, originals: T[], values: BasicInfoValues, save: SaveRows<T>): Promise<T[]> {
    const changed = changedRecords(spec, originals, values[spec.list], owner);
    if (changed.length === 0) {
      return originals;
    }
    const answer = await save({ ...owner, rows: changed }).unwrap();
    if (!Array.isArray(answer)) {
      throw new Error(`Unexpected answer saving ${spec.list}`);
    }
    return answer;
  }

  const submit = async (values: BasicInfoValues, helpers: FormikHelpers<BasicInfoValues>) => {
    server.setServerErrors({});
    const update = buildApplicantUpdate(saved.current.applicant as ApplicantRecord, toApplicantEdit(values));
    if (hasApplicantChanges(update)) {
      try {
        const applicant = await updateApplicant({ customerId: String(owner.customerId), update }).unwrap();
        saved.current = { ...saved.current, applicant: (applicant ?? saved.current.applicant) as ApplicantProfile };
      } catch (cause) {
        server.setServerErrors(applicantFieldErrors(cause, values));
        toast.danger();
        return;
      }
    }
    const [contacts, licenses, references] = await Promise.allSettled([
      saveList(CONTACT_SPEC, saved.current.contacts, values, saveContacts),
      saveList(LICENSE_SPEC, saved.current.licenses, values, saveLicenses),
      saveList(REFERENCE_SPEC, saved.current.references, values, saveReferences),
    ]);
    if (contacts.status === 'fulfilled') {
      saved.current = { ...saved.current, contacts: contacts.value };
    }
    if (licenses.status === 'fulfilled') {
      saved.current = { ...saved.current, licenses: licenses.value };
    }
    if (references.status === 'fulfilled') {
      saved.current = { ...saved.current, references: references.value.filter((r) => r.active !== 0) };
    }
    if (contacts.status === 'rejected' || licenses.status === 'rejected' || references.status === 'rejected') {
      if (contacts.status === 'fulfilled') {
        void helpers.setFieldValue('contacts', toRows(CONTACT_SPEC, saved.current.contacts), false);
      }
      if (licenses.status === 'fulfilled') {
        void helpers.setFieldValue('licenses', toRows(LICENSE_SPEC, saved.current.licenses), false);
      }
      if (references.status === 'fulfilled') {
        void helpers.setFieldValue('references', toRows(REFERENCE_SPEC, saved.current.references), false);
      }
      toast.danger();
      return;
    }
    helpers.resetForm({ values: toBasicInfoValues(saved.current) });
    toast.success();
    onSaved?.();
  };

  return { submit, serverErrors: server.serverErrors, clearServerError: server.clearField, onFile: () => saved.current.applicant };
}
