import { useState } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Card, ErrorPanel, LoadingBar, RequirePermission, SelectField, useCan, useT } from '@attest/shared-ui';
import { ContentAdminStyles } from '../../packages/components/ContentAdminStyles';
import { useGetCodeCategoriesQuery } from '../api/code-values-api';
import { CodeMapEditor } from './CodeMapEditor';
import { CodeValuesTable } from './CodeValuesTable';

/** `admin/content/code-values`: pick a category, edit its values and their external code maps. */
export function CodeValuesPage() {
  return (
    <RequirePermission permission={PERMISSIONS.CONTENT_READ}>
      <CodeValuesEditor />
    </RequirePermission>
  );
}

function CodeValuesEditor() {
  const { t } = useT();
  const canManage = useCan(PERMISSIONS.CONTENT_MANAGE);
  const { data: categories = [], error, isFetching, refetch } = useGetCodeCategoriesQuery();
  const [picked, setPicked] = useState('');
  const category = picked || categories[0] || '';
  return (
    <Card title={t('cv_title', 'Code values and code maps')}>
      <ContentAdminStyles />
      <LoadingBar active={isFetching} />
      {error ? <ErrorPanel title={t('cv_unavailable', 'The code values could not be loaded')} onRetry={() => void refetch()} /> : null}
      <SelectField label={t('cv_category', 'Category')} value={category} onChange={(e) => setPicked(e.target.value)} options={categories.map((c) => ({ value: c, label: c }))} />
      {category ? (
        <div className="ca-split">
          <CodeValuesTable key={`v-${category}`} category={category} canManage={canManage} />
          <CodeMapEditor key={`m-${category}`} category={category} canManage={canManage} />
        </div>
      ) : null}
    </Card>
  );
}
