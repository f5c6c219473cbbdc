import { useT } from '@attest/shared-ui';

/** Said above a Section 2 that starts from the documents the employee chose (decision 0019). */
export function EmployeeChoiceNote() {
  const { t } = useT();
  return (
    <p className="i9-note" role="status">
      {t(
        'i9_section2_from_employee_choice',
        'The documents the employee said they will present are selected. Check them against the original documents.',
      )}
    </p>
  );
}
