import { api } from '@attest/shared-ui';
import type { ApplicantReference, EmergencyContact, PlacePrediction, PlaceResult, ProfessionalLicense } from '@attest/contracts';

interface Owner {
  customerId: number;
  applicantId: number;
}

const base = ({ customerId, applicantId }: Owner) => `/api/v2/customers/${customerId}/applicants/${applicantId}`;

/** The basic info section's row lists and the address lookups. Row saves answer the saved list. */
export const basicInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getEmergencyContacts: build.query<EmergencyContact[], Owner>({
      query: (owner) => `${base(owner)}/emergencycontacts`,
    }),
    saveEmergencyContacts: build.mutation<EmergencyContact[] | null, Owner & { rows: EmergencyContact[] }>({
      query: ({ rows, ...owner }) => ({ url: `${base(owner)}/emergencycontacts`, method: 'POST', body: rows }),
    }),
    getLicenses: build.query<ProfessionalLicense[], Owner>({
      query: (owner) => `${base(owner)}/licenses`,
    }),
    saveLicenses: build.mutation<ProfessionalLicense[] | null, Owner & { rows: ProfessionalLicense[] }>({
      query: ({ rows, ...owner }) => ({ url: `${base(owner)}/licenses`, method: 'POST', body: rows }),
    }),
    getReferences: build.query<ApplicantReference[], Owner>({
      query: ({ customerId, applicantId }) => `/api/v2/customers/${customerId}/aplreference/forapplicant/${applicantId}`,
    }),
    saveReferences: build.mutation<ApplicantReference[] | null, Owner & { rows: ApplicantReference[] }>({
      query: ({ customerId, rows }) => ({ url: `/api/v2/customers/${customerId}/aplreference/multi`, method: 'POST', body: rows }),
    }),
    getAddressSuggestions: build.query<PlacePrediction[], { input: string; country: string }>({
      query: ({ input, country }) => `/api/v1/maps/autocomplete?input=${encodeURIComponent(input)}&country=${encodeURIComponent(country)}`,
    }),
    getPlace: build.query<PlaceResult, string>({
      query: (placeId) => `/api/v1/maps/place/${encodeURIComponent(placeId)}`,
    }),
  }),
});

export const {
  useGetEmergencyContactsQuery,
  useSaveEmergencyContactsMutation,
  useGetLicensesQuery,
  useSaveLicensesMutation,
  useGetReferencesQuery,
  useSaveReferencesMutation,
  useLazyGetAddressSuggestionsQuery,
  useLazyGetPlaceQuery,
} = basicInfoApi;
