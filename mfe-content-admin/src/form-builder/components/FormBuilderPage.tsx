import { useEffect, useInsertionEffect, useReducer, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { PERMISSIONS } from '@attest/contracts';
import { Button, ErrorPanel, isApiError, LoadingBar, RequirePermission, useCan, useT, useToast } from '@attest/shared-ui';
import { useGetBuilderFormQuery, useSaveBuilderFormMutation } from '../api/builder-api';
import { BUILDER_CSS } from '../builder-css';
import { BUILDER_ERROR_TEXTS } from '../builder-errors';
import { builderReducer, emptyState, toSaveInput } from '../state/builder-reducer';
import { BuilderCanvas } from './BuilderCanvas';
import { BuilderPreview } from './BuilderPreview';
import { FieldEditor } from './FieldEditor';
import { FieldPalette } from './FieldPalette';
import { PdfPlacer } from './PdfPlacer';
import { RuleEditor } from './RuleEditor';
import { useLeaveGuard } from './useLeaveGuard';

const STYLE_ID = 'attest-form-builder';
type Tab = 'field' | 'rules' | 'pdf';

/** `admin/content/templates/:id/builder`: the visual form builder (content.read to look, content.manage to save). */
export function FormBuilderPage() {
  useInsertionEffect(() => {
    if (!document.getElementById(STYLE_ID)) {
      const style = document.createElement('style');
      style.id = STYLE_ID;
      style.textContent = BUILDER_CSS;
      document.head.appendChild(style);
    }
  }, []);
  return (
    <RequirePermission permission={PERMISSIONS.CONTENT_READ}>
      <FormBuilder />
    </RequirePermission>
  );
}

function FormBuilder() {
  const { t } = useT();
  const toast = useToast();
  const { templateId = '' } = useParams();
  const id = Number(templateId);
  const canManage = useCan(PERMISSIONS.CONTENT_MANAGE);
  const readOnly = !canManage;
  const { data, error, isFetching, refetch } = useGetBuilderFormQuery(id, { skip: !Number.isSafeInteger(id) || id <= 0 });
  const [save, saveState] = useSaveBuilderFormMutation();
  const [state, dispatch] = useReducer(builderReducer, emptyState);
  const [tab, setTab] = useState<Tab>('field');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const errorText = (key: string) => t(key, BUILDER_ERROR_TEXTS[key] ?? BUILDER_ERROR_TEXTS.unexpected_error);

  // A newer version from the server (a refetch) replaces an unedited state; a save's own answer is already loaded.
  useEffect(() => {
    if (data && (state.templateId !== data.template_id || (!state.dirty && data.version > state.version))) {
      dispatch({ type: 'load', form: data });
    }
  }, [data, state.templateId, state.dirty, state.version]);
  useLeaveGuard(state.dirty, t('builder_unsaved', 'You have unsaved changes. Leave without saving?'));

  if (error) {
    return <ErrorPanel title={errorText(isApiError(error) ? error.messageKey : 'unexpected_error')} onRetry={() => void refetch()} />;
  }
  if (!data || state.templateId !== data.template_id) {
    return <LoadingBar active />;
  }

  const onSave = async () => {
    const result = await save({ id, body: toSaveInput(state) });
    if ('data' in result && result.data) {
      setErrors({});
      dispatch({ type: 'saved', form: result.data.form });
      toast.success(t('builder_saved', 'Saved as version {{version}}', { version: result.data.version }));
      return;
    }
    const err = result.error;
    const fields = isApiError(err) ? (err.details?.fields ?? {}) : {};
    setErrors(fields);
    toast.danger(errorText(isApiError(err) ? err.messageKey : 'unexpected_error'));
  };
  const tabs: [Tab, string][] = [['field', t('builder_tab_field', 'Field')], ['rules', t('builder_tab_rules', 'Rules')], ['pdf', t('builder_tab_pdf', 'PDF placement')]];

  return (
    <div className="fb-page-wrap">
      <LoadingBar active={isFetching || saveState.isLoading} />
      <div className="fb-toolbar">
        <div>
          <Link to={`../admin/content/templates/${id}`} relative="path">{t('builder_back', 'Back to the template')}</Link>
          <h1>{t('builder_title', 'Form builder: {{name}}', { name: data.name })}</h1>
          <span className="fb-status" data-testid="fb-status">
            {t('builder_version', 'Version {{version}}', { version: state.version })}
            {state.dirty ? ` · ${t('builder_unsaved_short', 'Unsaved changes')}` : ''}
          </span>
        </div>
        {canManage && (
          <Button onClick={() => void onSave()} loading={saveState.isLoading} disabled={!state.dirty} data-testid="fb-save">
            {t('builder_save', 'Save')}
          </Button>
        )}
      </div>
      {Object.keys(errors).length > 0 && (
        <ul className="fb-error" role="alert" data-testid="fb-errors">
          {Object.entries(errors).map(([path, key]) => {
            const index = /^fields\[(\d+)\]/.exec(path);
            const field = index ? toSaveInput(state).fields[Number(index[1])] : undefined;
            return <li key={path}>{field ? `${field.label || field.name}: ` : ''}{errorText(key)}</li>;
          })}
        </ul>
      )}
      <div className="fb-layout">
        <div className="fb-col">
          <FieldPalette dispatch={dispatch} readOnly={readOnly} />
          <BuilderCanvas state={state} dispatch={dispatch} readOnly={readOnly} />
        </div>
        <div className="fb-col">
          <div className="fb-tabs" role="tablist">
            {tabs.map(([value, label]) => (
              <button key={value} type="button" role="tab" aria-selected={tab === value} onClick={() => setTab(value)}>{label}</button>
            ))}
          </div>
          <div role="tabpanel">
            {tab === 'field' && <FieldEditor state={state} dispatch={dispatch} readOnly={readOnly} />}
            {tab === 'rules' && <RuleEditor state={state} dispatch={dispatch} readOnly={readOnly} />}
            {tab === 'pdf' && <PdfPlacer state={state} dispatch={dispatch} readOnly={readOnly} pages={data.pdf_pages} />}
          </div>
        </div>
        <div className="fb-col">
          <BuilderPreview state={state} name={data.name} templateTypeId={data.template_type_id} />
        </div>
      </div>
    </div>
  );
}
