import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, RequirePermission, useCan, useGetCustomerContextQuery, useT, useToast } from '@attest/shared-ui';
import { ContentAdminStyles } from '../../packages/components/ContentAdminStyles';
import { useGetChecklistQuery, useListChecklistsQuery, useListJobCategoriesQuery, useSetChecklistActiveMutation } from '../api/skill-checklists-api';
import { checklistErrorText } from '../checklist-texts';
import { AssignedChecklists } from './AssignedChecklists';
import { ChecklistEditor } from './ChecklistEditor';
import { SkillChecklistsStyles } from './SkillChecklistsStyles';

/** `admin/content/skill-checklists`: the skills checklists manager (staff-side §2). */
export function SkillChecklistsPage() {
  return (
    <RequirePermission permission={PERMISSIONS.CONTENT_READ}>
      <SkillChecklistsManager />
    </RequirePermission>
  );
}

function SkillChecklistsManager() {
  const { t } = useT();
  const toast = useToast();
  const canManage = useCan(PERMISSIONS.CONTENT_MANAGE);
  const { customerCode = '' } = useParams();
  const { data: customer } = useGetCustomerContextQuery(customerCode, { skip: !customerCode });
  const locations = (customer?.locations ?? []).map((l) => ({ location_id: Number(l.location_id), name: l.name }));
  const { data: jobCategories = [] } = useListJobCategoriesQuery();
  const { data: list = [], error, isFetching, refetch } = useListChecklistsQuery();
  const [open, setOpen] = useState<'new' | number | null>(null);
  const { data: opened, isFetching: openingOne } = useGetChecklistQuery(typeof open === 'number' ? open : 0, { skip: typeof open !== 'number' });
  const [setActive, activating] = useSetChecklistActiveMutation();
  const toggle = async (id: number, active: boolean) => {
    try {
      await setActive({ id, active }).unwrap();
    } catch (err) {
      toast.danger(checklistErrorText(t, err));
    }
  };

  return (
    <Card title={t('scl_title', 'Skills checklists')}>
      <ContentAdminStyles />
      <SkillChecklistsStyles />
      <LoadingBar active={isFetching || openingOne} />
      {error ? <ErrorPanel title={t('scl_unavailable', 'The checklists could not be loaded')} onRetry={() => void refetch()} /> : null}
      <div className="scl-layout">
        <div>
          {canManage ? (
            <Button variant="secondary" onClick={() => setOpen('new')}>
              {t('scl_new', 'New checklist')}
            </Button>
          ) : null}
          <ul className="ca-list" aria-label={t('scl_title', 'Skills checklists')}>
            {list.map((c) => (
              <li key={c.checklist_id} aria-current={open === c.checklist_id ? 'true' : undefined}>
                <Button variant="link" className="ca-grow" onClick={() => setOpen(c.checklist_id)}>
                  {c.name}
                </Button>
                <span className="ca-grow">
                  {t('scl_counts', '{{items}} skills · {{assigned}} assigned · {{completed}} completed', { items: c.item_count, assigned: c.assigned, completed: c.completed })}
                  {c.active ? '' : ` · ${t('scl_inactive', 'Inactive')}`}
                </span>
                {canManage ? (
                  <Button variant="secondary" disabled={activating.isLoading} onClick={() => void toggle(c.checklist_id, !c.active)}>
                    {c.active ? t('scl_deactivate', 'Deactivate') : t('scl_activate', 'Activate')}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
          {!error && !isFetching && list.length === 0 ? <p>{t('scl_none', 'No checklists yet.')}</p> : null}
        </div>
        <div>
          {open === null ? <p>{t('scl_pick', 'Pick a checklist to see or edit it.')}</p> : null}
          {open === 'new' ? <ChecklistEditor key="new" checklist={null} jobCategories={jobCategories} locations={locations} canManage={canManage} onSaved={(c) => setOpen(c.checklist_id)} /> : null}
          {typeof open === 'number' && opened && opened.checklist_id === open ? (
            <>
              <ChecklistEditor
                key={`${open}-${opened.active}-${opened.categories.flatMap((c) => c.items.map((i) => i.item_id)).join('.')}`}
                checklist={opened}
                jobCategories={jobCategories}
                locations={locations}
                canManage={canManage}
                onSaved={(c) => setOpen(c.checklist_id)}
              />
              <AssignedChecklists checklistId={open} />
            </>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
