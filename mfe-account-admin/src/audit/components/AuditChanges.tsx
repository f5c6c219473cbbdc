import { useT } from '@attest/shared-ui';
import type { AuditEntryDto } from '../api/audit-api';
import { changeLines, displayValue } from '../audit-changes';

/** "field: from → to" a line; a created value shows only its new value, a removed one only its old. */
export function AuditChanges({ changes }: { changes: AuditEntryDto['changes'] }) {
  const { t } = useT();
  const lines = changeLines(changes);
  if (lines.length === 0) {
    return null;
  }
  const empty = t('audit_empty_value', '(empty)');
  return (
    <ul className="aa-changes">
      {lines.map((line, i) => {
        const from = displayValue(line.from);
        const to = displayValue(line.to);
        return (
          <li key={`${line.field}-${i}`}>
            {line.field ? <strong>{line.field}: </strong> : null}
            {from === null && line.from === undefined ? (to ?? empty) : `${from ?? empty} → ${to ?? empty}`}
          </li>
        );
      })}
    </ul>
  );
}
