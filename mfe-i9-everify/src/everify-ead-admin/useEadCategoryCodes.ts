import { EAD_EXTENSION_CATEGORIES } from '@attest/contracts';
import { useGetEadCategoriesQuery } from './api/ead-admin-api';

/** The customer's automatically extended categories (GET /api/v1/admin/ead); the 14 defaults until it answers. */
export function useEadCategoryCodes(): readonly string[] {
  const { data } = useGetEadCategoriesQuery();
  return data ? data.items.map((i) => i.category) : EAD_EXTENSION_CATEGORIES;
}
