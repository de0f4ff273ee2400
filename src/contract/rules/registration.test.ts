import { describe, expect, it } from 'vitest';
import { supplierCompanyProblem, supplierContactProblem } from './registration.ts';

describe('supplier sign-up fields', () => {
  it('requires the company and the contact person', () => {
    expect(supplierCompanyProblem(' ')).toBe('SUPPLIER_COMPANY_REQUIRED');
    expect(supplierCompanyProblem(undefined)).toBe('SUPPLIER_COMPANY_REQUIRED');
    expect(supplierCompanyProblem('北京绿源农场')).toBeUndefined();
    expect(supplierContactProblem('')).toBe('SUPPLIER_CONTACT_REQUIRED');
    expect(supplierContactProblem('钱经理')).toBeUndefined();
  });
});
