import { IMPLICIT_PERMISSIONS, type Permission, type PermissionInfo } from '@attest/contracts';
import { useT } from '@attest/shared-ui';
import { groupLabel, groupPermissions, permissionLabel } from '../permission-labels';

interface Props {
  catalogue: readonly PermissionInfo[];
  selected: ReadonlySet<Permission>;
  /** Read-only: a system role, or a user without account.manage. */
  disabled: boolean;
  onToggle?: (permission: Permission, on: boolean) => void;
}

/** The permissions of a role, one checkbox each, grouped (every staff user holds the implicit ones anyway). */
export function PermissionChecklist({ catalogue, selected, disabled, onToggle }: Props) {
  const { t } = useT();
  const shown = catalogue.filter((p) => !IMPLICIT_PERMISSIONS.includes(p.key));
  return (
    <div>
      {groupPermissions(shown).map(({ group, items }) => (
        <fieldset key={group} className="aa-perm-group">
          <legend>{groupLabel(t, group)}</legend>
          {items.map((info) => (
            <label key={info.key} className="aa-check">
              <input
                type="checkbox"
                checked={selected.has(info.key)}
                disabled={disabled}
                onChange={(e) => onToggle?.(info.key, e.target.checked)}
              />
              {permissionLabel(t, info)}
            </label>
          ))}
        </fieldset>
      ))}
    </div>
  );
}
