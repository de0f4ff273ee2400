import { describe, expect, it } from 'vitest';
import { alterationRules, emptyAlterationForm, type AlterationForm } from './alterationForm.ts';

const good = { phone: '13800000002', smscode: '123456', password: 'Reset#2026', confirmpassword: 'Reset#2026' };

const alterationErrors = (form: AlterationForm) =>
  Object.fromEntries(
    (Object.keys(alterationRules) as Array<keyof AlterationForm>)
      .map((field) => [field, alterationRules[field](form[field], form)])
      .filter(([, message]) => message),
  );

describe('forgotten-password form', () => {
  it('starts empty with every field missing', () => {
    expect(alterationErrors(emptyAlterationForm())).toEqual({
      phone: '请输入手机号',
      smscode: '请输入验证码',
      password: '请输入新密码',
      confirmpassword: '请确认新密码',
    });
  });

  it('applies the phone pattern and the password rules of section 5', () => {
    expect(alterationErrors({ ...good, phone: '12345678901' })).toEqual({ phone: '手机号格式不正确' });
    expect(alterationErrors({ ...good, smscode: '  ' })).toEqual({ smscode: '请输入验证码' });
    expect(alterationErrors({ ...good, password: 'Ab1!', confirmpassword: 'Ab1!' })).toEqual({ password: '密码长度必须为6-16个字符' });
    expect(alterationErrors({ ...good, password: 'Abcdefgh1!Abcdefg', confirmpassword: 'Abcdefgh1!Abcdefg' })).toEqual({ password: '密码长度必须为6-16个字符' });
    expect(alterationErrors({ ...good, password: 'abcdefg1!', confirmpassword: 'abcdefg1!' })).toEqual({ password: '密码必须包含大写字母、小写字母、数字和特殊字符' });
    expect(alterationErrors({ ...good, confirmpassword: 'Reset#2027' })).toEqual({ confirmpassword: '两次输入的密码不一致' });
    expect(alterationErrors(good)).toEqual({});
  });
});
