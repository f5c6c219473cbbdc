import { useState } from 'react';
import { PERMISSIONS } from '@attest/contracts';
import { Card, getSession, LoadingBar, RequirePermission, SelectField, StatusBadge, useCan, useT } from '@attest/shared-ui';
import { ContentAdminStyles } from '../../packages/components/ContentAdminStyles';
import { TransferStyles } from '../../bulk-transfer/components/TransferStyles';
import { transferErrorText, TRANSFER_MESSAGES } from '../../bulk-transfer/transfer-texts';
import { useGetBlueprintsQuery, type BlueprintView } from '../api/blueprints-api';
import { PromotionPanel } from './PromotionPanel';

/** `admin/content/blueprints`: promote templates, external code maps and code values from a blueprint into this customer. */
export function BlueprintsPage() {
  const { t } = useT();
  const canManage = useCan(PERMISSIONS.CONTENT_MANAGE);
  return (
    <RequirePermission permission={PERMISSIONS.CONTENT_READ}>
      <Card title={t('blueprint_title', 'Blueprints')}>
        <ContentAdminStyles />
        <TransferStyles />
        {canManage ? <BlueprintPicker /> : <p>{t('blueprint_needs_manage', 'Promoting from a blueprint reads another customer\'s content: it needs the Manage content permission.')}</p>}
      </Card>
    </RequirePermission>
  );
}

function BlueprintPicker() {
  const { t } = useT();
  const list = useGetBlueprintsQuery();
  const [id, setId] = useState(0);
  const blueprint = list.data?.find((b) => b.id === id);
  const own = blueprint && String(blueprint.source_customer_id) === String(getSession().customerId);
  return (
    <div className="bt-steps">
      <LoadingBar active={list.isFetching} />
      {list.isError ? <div className="bt-error" role="alert">{transferErrorText(t, list.error, 'blueprint_list_unavailable', 'The blueprints could not be loaded.')}</div> : null}
      {list.data && !list.data.length ? <p>{t('blueprint_none', 'This customer has no blueprint to promote from.')}</p> : null}
      {list.data?.length ? (
        <SelectField
          label={t('blueprint_pick', 'Blueprint')}
          placeholder={t('blueprint_pick_placeholder', 'Choose a blueprint')}
          value={id ? String(id) : ''}
          options={list.data.map((b) => ({ value: String(b.id), label: b.name }))}
          onChange={(e) => setId(Number(e.target.value))}
        />
      ) : null}
      {blueprint ? <BlueprintOptionsList blueprint={blueprint} /> : null}
      {blueprint && own ? <p role="status">{t('blueprint_own_customer', TRANSFER_MESSAGES.blueprint_own_customer)}</p> : null}
      {blueprint && !own && !blueprint.active ? <p role="status">{t('blueprint_inactive', TRANSFER_MESSAGES.blueprint_inactive)}</p> : null}
      {blueprint && !own && blueprint.active ? <PromotionPanel key={blueprint.id} blueprint={blueprint} /> : null}
    </div>
  );
}

/** The blueprint's options: which kinds of item it offers, and which code value categories. */
function BlueprintOptionsList({ blueprint }: { blueprint: BlueprintView }) {
  const { t } = useT();
  const o = blueprint.options;
  const offered = (on: boolean, key: string, english: string) => (
    <li>
      <StatusBadge tone={on ? 'success' : 'neutral'} status={on ? 'on' : 'off'}>
        {t(key, english)}: {on ? t('blueprint_offered', 'offered') : t('blueprint_not_offered', 'not offered')}
      </StatusBadge>
    </li>
  );
  return (
    <section aria-label={t('blueprint_options', 'Options')}>
      <h3>{t('blueprint_options', 'Options')}</h3>
      <ul className="bt-options">
        {offered(o.templates, 'blueprint_kind_templates', 'Templates')}
        {offered(o.external_code_maps, 'blueprint_kind_code_maps', 'External code maps')}
        {offered(o.code_values, 'blueprint_kind_code_values', 'Code values')}
        {!blueprint.active ? (
          <li>
            <StatusBadge tone="warning" status="inactive">
              {t('blueprint_state_inactive', 'Inactive')}
            </StatusBadge>
          </li>
        ) : null}
      </ul>
      {o.code_values ? (
        <p>
          {o.code_value_categories
            ? t('blueprint_categories', 'Code value categories: {{list}}', { list: o.code_value_categories.join(', ') })
            : t('blueprint_all_categories', 'Code value categories: all')}
        </p>
      ) : null}
    </section>
  );
}
