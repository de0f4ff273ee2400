import { describe, expect, it } from 'vitest';
import { dictCodeProblem, dictItemTextProblem, dictItemValueProblem, dictNameProblem } from './dict.ts';

describe('dictionary fields', () => {
  it('requires the name', () => {
    expect(dictNameProblem('')).toBe('DICT_NAME_REQUIRED');
    expect(dictNameProblem('  ')).toBe('DICT_NAME_REQUIRED');
    expect(dictNameProblem(null)).toBe('DICT_NAME_REQUIRED');
    expect(dictNameProblem('性别')).toBeUndefined();
  });
  it('requires a code of 1 to 64 letters, digits or _', () => {
    expect(dictCodeProblem('')).toBe('DICT_CODE_REQUIRED');
    expect(dictCodeProblem(' ')).toBe('DICT_CODE_REQUIRED');
    expect(dictCodeProblem(undefined)).toBe('DICT_CODE_REQUIRED');
    expect(dictCodeProblem('s')).toBeUndefined();
    expect(dictCodeProblem('sys_setting')).toBeUndefined();
    expect(dictCodeProblem(' sex ')).toBeUndefined();
    expect(dictCodeProblem('a'.repeat(64))).toBeUndefined();
    expect(dictCodeProblem('a'.repeat(65))).toBe('DICT_CODE_INVALID');
    expect(dictCodeProblem('a-b')).toBe('DICT_CODE_INVALID');
    expect(dictCodeProblem('a b')).toBe('DICT_CODE_INVALID');
    expect(dictCodeProblem('字典')).toBe('DICT_CODE_INVALID');
  });
  it('requires the item text', () => {
    expect(dictItemTextProblem('')).toBe('DICT_ITEM_TEXT_REQUIRED');
    expect(dictItemTextProblem(' ')).toBe('DICT_ITEM_TEXT_REQUIRED');
    expect(dictItemTextProblem('男')).toBeUndefined();
  });
  it('requires the item value unless the dictionary is keyed by text', () => {
    expect(dictItemValueProblem('')).toBe('DICT_ITEM_VALUE_REQUIRED');
    expect(dictItemValueProblem('  ')).toBe('DICT_ITEM_VALUE_REQUIRED');
    expect(dictItemValueProblem(undefined)).toBe('DICT_ITEM_VALUE_REQUIRED');
    expect(dictItemValueProblem('0')).toBeUndefined();
    expect(dictItemValueProblem('', true)).toBeUndefined();
    expect(dictItemValueProblem(undefined, true)).toBeUndefined();
    expect(dictItemValueProblem('1', true)).toBeUndefined();
  });
});
