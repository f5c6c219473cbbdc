import { useParams } from 'react-router-dom';
import { Card, ErrorPanel, LoadingBar, useCustomerConfig, useGetCustomerContextQuery, useGetLanguagesQuery, useT } from '@attest/shared-ui';
import { LanguagePicker } from '../language/LanguagePicker';
import { useApplicantIds } from '../session/useApplicantIds';
import { useGetPrelimInfoQuery, useGetSelectableCountriesQuery, useGetTimeZonesQuery } from './prelim-info-api';
import type { PrelimInfoSwitches } from './prelim-info-form';
import { PrelimInfoForm } from './PrelimInfoForm';

/**
 * `prelim-info`: the preliminary info an applicant gives after sign-up or activation, before the online
 * application. Which fields are asked follows the customer's sign-up flags.
 */
export function PrelimInfoPage() {
  const { t, i18n } = useT();
  const { customerCode = '', locationCode = 'hq' } = useParams();
  const ids = useApplicantIds();
  const config = useCustomerConfig();
  const info = useGetPrelimInfoQuery(undefined, { skip: !ids });
  const customer = useGetCustomerContextQuery(customerCode, { skip: !customerCode });
  const zones = useGetTimeZonesQuery();
  const enableCountrySelection = config.isOn('enable_country_selection');
  const countries = useGetSelectableCountriesQuery(undefined, { skip: !enableCountrySelection });
  const { data: languages = [] } = useGetLanguagesQuery({ customerCode, locationCode });

  if (!ids) {
    return <ErrorPanel message={t('unauthorized', 'Please sign in again.')} />;
  }
  const failed = info.error ?? customer.error ?? zones.error ?? countries.error;
  if (failed) {
    return (
      <ErrorPanel
        title={t('prelim_info_unavailable', 'This page could not be loaded')}
        onRetry={() => {
          void info.refetch();
          void zones.refetch();
          if (customerCode) {
            void customer.refetch();
          }
          if (enableCountrySelection) {
            void countries.refetch();
          }
        }}
      />
    );
  }
  if (!config.ready || !info.data || !customer.data || !zones.data || (enableCountrySelection && !countries.data)) {
    return <LoadingBar active />;
  }
  const switches: PrelimInfoSwitches = {
    disableMobilePhoneSignup: config.isOn('disable_mobile_phone_signup'),
    disableInternationalPhones: config.isOn('disable_international_phone_numbers'),
    requireHomeLocation: config.isOn('require_home_location'),
    enableCountrySelection,
    promptLocationOnApp: config.isOn('prompt_location_on_app'),
  };
  const language = languages.some((l) => l.code === i18n.language) ? i18n.language : null;
  return (
    <Card title={t('prelim_info_title', 'Tell us about yourself')}>
      <p>{t('prelim_info_intro', 'A few details before you start your application.')}</p>
      <LanguagePicker customerCode={customerCode} locationCode={locationCode} applicantId={ids.applicantId} />
      <PrelimInfoForm
        info={info.data}
        switches={switches}
        locations={customer.data.locations}
        countries={countries.data ?? []}
        timeZones={zones.data}
        language={language}
        applicantId={ids.applicantId}
        nextPath={`/${customerCode}/${locationCode}/application`}
      />
    </Card>
  );
}
