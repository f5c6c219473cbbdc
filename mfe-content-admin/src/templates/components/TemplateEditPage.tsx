import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Button, Card, ErrorPanel, LoadingBar, ModalResponse, RequirePermission, StatusBadge, useCan, useConfirm, useT, useToast } from '@attest/shared-ui';
import { useGetTemplateEditQuery, useRetireTemplateMutation } from '../api/templates-api';
import { apiErrorText } from './error-text';
import { TemplateHistory } from './TemplateHistory';
import { TemplateInfoForm } from './TemplateInfoForm';
import { TemplateLabels } from './TemplateLabels';
import { TemplatePdfFiles } from './TemplatePdfFiles';
import { TemplatesStyles } from './TemplatesStyles';
import { ValidityBadge } from './ValidityBadge';

type Tab = 'info' | 'files' | 'labels' | 'history';

/** `admin/content/templates/:templateId`: edit info, the PDF files, category and tags, history; retire (content.manage). */
export function TemplateEditPage() {
  return (
    <RequirePermission permission={PERMISSIONS.CONTENT_READ}>
      <TemplateEdit />
    </RequirePermission>
  );
}

function TemplateEdit() {
  const { t } = useT();
  const toast = useToast();
  const confirm = useConfirm();
  const { templateId = '' } = useParams();
  const id = Number(templateId);
  const canManage = useCan(PERMISSIONS.CONTENT_MANAGE);
  const [tab, setTab] = useState<Tab>('info');
  const { data, error, isFetching, refetch } = useGetTemplateEditQuery(id, { skip: !Number.isSafeInteger(id) || id <= 0 });
  const [retire, retireState] = useRetireTemplateMutation();
  const template = data?.template;

  const onRetire = async () => {
    const answer = await confirm({
      title: t('template_retire_title', 'Delete this template?'),
      body: t('template_retire_body', 'It becomes inactive: it can no longer be sent, and requests already signed keep it.'),
      confirmLabel: t('template_retire', 'Delete template'),
      danger: true,
    });
    if (answer === ModalResponse.CONFIRM) {
      const result = await retire(id);
      if ('data' in result) {
        toast.success(t('template_retired', 'The template is now inactive.'));
      }
    }
  };

  const tabs: [Tab, string][] = [
    ['info', t('template_tab_info', 'Info and parameters')],
    ['files', t('template_tab_files', 'PDF files')],
    ['labels', t('template_tab_labels', 'Category and tags')],
    ['history', t('template_history', 'History')],
  ];

  return (
    <Card title={template ? template.name : t('template', 'Template')}>
      <TemplatesStyles />
      <p>
        <Link to=".." relative="path">{t('templates_back', 'Back to templates')}</Link>
      </p>
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('template_unavailable', 'The template could not be loaded')} message={apiErrorText(t, error)} onRetry={() => void refetch()} /> : null}
      {data && template ? (
        <>
          <div className="ta-toolbar">
            <ValidityBadge validity={template.validity} />
            <span className="ta-actions">
              <Link to="builder" relative="path">
                {canManage ? t('template_open_builder', 'Edit fields in the form builder') : t('template_view_builder', 'View fields in the form builder')}
              </Link>
              <StatusBadge tone={template.active ? 'info' : 'neutral'}>{template.active ? t('template_active_only', 'Active') : t('template_inactive_only', 'Inactive')}</StatusBadge>
              {canManage && template.active ? (
                <Button variant="danger" loading={retireState.isLoading} onClick={() => void onRetire()}>
                  {t('template_retire', 'Delete template')}
                </Button>
              ) : null}
            </span>
          </div>
          {retireState.error ? (
            <p role="alert" className="ta-error">
              {apiErrorText(t, retireState.error)}
            </p>
          ) : null}
          <div className="ta-tabs" role="tablist">
            {tabs.map(([key, label]) => (
              <button key={key} type="button" role="tab" aria-selected={tab === key} onClick={() => setTab(key)}>
                {label}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            {tab === 'info' ? <TemplateInfoForm key={template.updated_at} model={data} readOnly={!canManage} /> : null}
            {tab === 'files' ? <TemplatePdfFiles template={template} readOnly={!canManage} /> : null}
            {tab === 'labels' ? <TemplateLabels key={template.updated_at} template={template} readOnly={!canManage} /> : null}
            {tab === 'history' ? <TemplateHistory templateId={template.template_id} /> : null}
          </div>
        </>
      ) : null}
    </Card>
  );
}
