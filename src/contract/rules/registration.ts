/** The supplier sign-up's own fields (its account fields follow ./user.ts and ./account.ts). */

type Text = string | null | undefined;

export function supplierCompanyProblem(value: Text): 'SUPPLIER_COMPANY_REQUIRED' | undefined {
  return value?.trim() ? undefined : 'SUPPLIER_COMPANY_REQUIRED';
}

export function supplierContactProblem(value: Text): 'SUPPLIER_CONTACT_REQUIRED' | undefined {
  return value?.trim() ? undefined : 'SUPPLIER_CONTACT_REQUIRED';
}
