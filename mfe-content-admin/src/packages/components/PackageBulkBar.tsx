import { useState } from 'react';
import { Button, ModalResponse, SelectField, TextField, useConfirm, useT, useToast } from '@attest/shared-ui';
import { useBulkPackagesMutation, useGetTemplateOptionsQuery, type BulkAction } from '../api/packages-api';
import { errorText } from './errorText';

export interface PackageBulkBarProps {
  selected: number[];
  onDone: () => void;
}

/** Bulk actions on the checked packages: delete, or add / remove a template or tags, each after a confirm. */
export function PackageBulkBar({ selected, onDone }: PackageBulkBarProps) {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const [action, setAction] = useState<BulkAction>('add');
  const [templateId, setTemplateId] = useState('');
  const [tags, setTags] = useState('');
  const { data: options = [] } = useGetTemplateOptionsQuery();
  const [bulk, state] = useBulkPackagesMutation();
  const tagList = [...new Set(tags.split(',').map((s) => s.trim()).filter(Boolean))];
  const nothing = action !== 'delete' && !templateId && !tagList.length;

  const run = async () => {
    const n = selected.length;
    const title =
      action === 'delete'
        ? t('pkg_bulk_confirm_delete', 'Delete {{n}} packages?', { n })
        : action === 'add'
          ? t('pkg_bulk_confirm_add', 'Add to {{n}} packages?', { n })
          : t('pkg_bulk_confirm_remove', 'Remove from {{n}} packages?', { n });
    const answer = await confirm({
      title,
      body: action === 'delete' ? t('pkg_bulk_delete_body', 'Deleted packages can no longer be sent. Requests already sent keep their documents.') : undefined,
      confirmLabel: t('confirm', 'Confirm'),
      cancelLabel: t('cancel', 'Cancel'),
      danger: action === 'delete',
    });
    if (answer !== ModalResponse.CONFIRM) {
      return;
    }
    try {
      await bulk({
        bulkAction: action,
        subjects: selected,
        objects: action === 'delete' ? undefined : { template_ids: templateId ? [Number(templateId)] : [], tags: tagList },
      }).unwrap();
      toast.success(t('pkg_bulk_done', 'Done for {{n}} packages', { n }));
      setTemplateId('');
      setTags('');
      onDone();
    } catch (err) {
      toast.danger(errorText(t, err, 'pkg_bulk_failed', 'The bulk action failed; nothing was changed.'));
    }
  };

  return (
    <section aria-label={t('pkg_bulk_actions', 'Bulk actions')} className="ca-row ca-bulk">
      <SelectField
        label={t('pkg_bulk_action', 'With {{n}} selected', { n: selected.length })}
        value={action}
        onChange={(e) => setAction(e.target.value as BulkAction)}
        options={[
          { value: 'add', label: t('pkg_bulk_add', 'Add template or tags') },
          { value: 'remove', label: t('pkg_bulk_remove', 'Remove template or tags') },
          { value: 'delete', label: t('pkg_bulk_delete', 'Delete packages') },
        ]}
      />
      {action !== 'delete' ? (
        <>
          <SelectField
            label={t('pkg_bulk_template', 'Template')}
            value={templateId}
            placeholder={t('pkg_bulk_no_template', 'No template')}
            onChange={(e) => setTemplateId(e.target.value)}
            options={options.map((o) => ({ value: String(o.template_id), label: o.name }))}
          />
          <TextField label={t('pkg_tags', 'Tags')} value={tags} onChange={(e) => setTags(e.target.value)} />
        </>
      ) : null}
      <Button variant={action === 'delete' ? 'danger' : 'primary'} disabled={!selected.length || nothing} loading={state.isLoading} onClick={() => void run()}>
        {t('pkg_bulk_apply', 'Apply')}
      </Button>
    </section>
  );
}
