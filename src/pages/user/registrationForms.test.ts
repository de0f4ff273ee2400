import { describe, expect, it } from 'vitest';
import { emptyRegisterForm, emptySupplierRegisterForm, firstError, registerRules, supplierRegisterRules } from './registrationForms.ts';

function check<V extends { password: string }>(rules: Record<string, (value: string, values: V) => string | undefined>, values: V) {
  return firstError(Object.fromEntries(Object.entries(rules).map(([field, rule]) => [field, rule((values as Record<string, string>)[field], values)])));
}

const account = { username: 'e2e_farm', password: 'Larder#2026', confirm: 'Larder#2026', phone: '13700000601', smscode: '123456' };

describe('sign-up forms', () => {
  it('checks a user sign-up in the order the server does', () => {
    expect(check(registerRules, emptyRegisterForm())).toBe('请输入用户名');
    expect(check(registerRules, { ...emptyRegisterForm(), ...account })).toBeUndefined();
    expect(check(registerRules, { ...emptyRegisterForm(), ...account, username: 'a b' })).toBe('用户名须为3-32位字母、数字、下划线或中划线');
    expect(check(registerRules, { ...emptyRegisterForm(), ...account, password: 'Ab#1', phone: '' })).toBe('密码长度必须为6-16个字符');
    expect(check(registerRules, { ...emptyRegisterForm(), ...account, confirm: 'Larder#2027' })).toBe('两次输入的密码不一致');
    expect(check(registerRules, { ...emptyRegisterForm(), ...account, phone: '12345' })).toBe('手机号格式不正确');
    expect(check(registerRules, { ...emptyRegisterForm(), ...account, smscode: ' ' })).toBe('请输入验证码');
  });
  it('checks a supplier sign-up: company and contact first', () => {
    const supplier = { ...emptySupplierRegisterForm(), ...account, companyName: '北京绿源农场', contact: '钱经理' };
    expect(check(supplierRegisterRules, supplier)).toBeUndefined();
    expect(check(supplierRegisterRules, { ...supplier, companyName: ' ', username: '' })).toBe('请输入公司名称');
    expect(check(supplierRegisterRules, { ...supplier, contact: '' })).toBe('请输入联系人');
    expect(check(supplierRegisterRules, { ...supplier, phone: '', username: '' })).toBe('请输入手机号');
    expect(check(supplierRegisterRules, { ...supplier, username: '' })).toBe('请输入用户名');
  });
});
