import { api } from '@attest/shared-ui';
import {
  nextSectionLabel,
  type ApplicantSkillChecklist,
  type ApplicationStatusRecord,
  type ApplicationStatusUpdate,
  type WotcSurveyState,
} from '@attest/contracts';

const STATUS_TAG = 'ApplicationStatus';

/** The wizard's calls: the application status and what decides the optional sections. */
export const wizardApi = api.enhanceEndpoints({ addTagTypes: [STATUS_TAG] }).injectEndpoints({
  endpoints: (build) => ({
    getApplicationStatus: build.query<ApplicationStatusRecord, void>({
      query: () => '/api/v1/applicants/application-status',
      providesTags: [STATUS_TAG],
    }),
    saveApplicationStatus: build.mutation<ApplicationStatusRecord | null, ApplicationStatusUpdate>({
      query: (body) => ({ url: '/api/v1/applicants/application-status', method: 'PUT', body }),
      // The stored status decides redirects, so the cache follows the saved value at once (no refetch flash).
      async onQueryStarted(update, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (data === undefined) {
          return;
        }
        dispatch(
          wizardApi.util.updateQueryData('getApplicationStatus', undefined, (draft) => {
            Object.assign(draft, data && typeof data === 'object' && 'status' in data ? data : {});
            draft.status = update.current_application_status;
            draft.next_section = nextSectionLabel(update.current_application_status);
          }),
        );
      },
    }),
    /** Any assigned checklist turns the skills checklists section on. */
    getWizardSkillChecklists: build.query<ApplicantSkillChecklist[], void>({
      query: () => '/api/v1/ApplicantSkillChecklist',
    }),
    /** The tax credit section is shown when the customer offers the WOTC screening (enabled: true). */
    getWizardWotcStatus: build.query<WotcSurveyState, void>({
      query: () => '/api/v1/wotc/status',
    }),
  }),
});

export const {
  useGetApplicationStatusQuery,
  useSaveApplicationStatusMutation,
  useGetWizardSkillChecklistsQuery,
  useGetWizardWotcStatusQuery,
} = wizardApi;
