import { describe, expect, it } from 'vitest';
import { canConfirm, canSign, contractModalBlocking, contractModalVisible, contractStatusKey, expiryBannerVisible, gateApplies, templateFileName, type ContractCheckLike } from './contractRule.ts';

const check = (status: number | null, extra: Partial<ContractCheckLike> = {}): ContractCheckLike => ({
  isOpen: true,
  contract: status === null ? null : { status },
  notify: 0,
  ...extra,
});

describe('contract gate', () => {
  it('applies to suppliers only', () => {
    expect(gateApplies(2)).toBe(true);
    expect(gateApplies('2')).toBe(true);
    expect(gateApplies(1)).toBe(false);
  });
  it('shows the modal when the check is open and the contract is missing', () => {
    expect(contractModalVisible(check(null))).toBe(true);
    expect(contractModalVisible(check(null, { isOpen: false }))).toBe(false);
  });
  it('shows the modal without a notify flag for every status but 12', () => {
    for (const status of [0, 1, 3, 9]) expect(contractModalVisible(check(status))).toBe(true);
    expect(contractModalVisible(check(12))).toBe(false);
    expect(contractModalVisible(check(1, { isOpen: false }))).toBe(true);
  });
  it('with a contract in force, shows only a renewal to sign, and lets it be put off', () => {
    expect(contractModalVisible(check(1, { inForceUntil: '2030-01-01' }))).toBe(true);
    for (const status of [0, 3, 9, 12]) expect(contractModalVisible(check(status, { inForceUntil: '2030-01-01' }))).toBe(false);
    expect(contractModalBlocking(check(1, { inForceUntil: '2030-01-01' }))).toBe(false);
    expect(contractModalBlocking(check(1))).toBe(true);
  });
  it('shows only the banner with notify=1', () => {
    expect(contractModalVisible(check(12, { notify: 1 }))).toBe(false);
    expect(expiryBannerVisible(check(12, { notify: 1 }))).toBe(true);
    expect(expiryBannerVisible(check(12, { notify: '1' }))).toBe(true);
    expect(expiryBannerVisible(check(12))).toBe(false);
    expect(contractModalVisible(null)).toBe(false);
  });
  it('names the status texts of 0, 1, 3, 9 and a missing contract', () => {
    expect(contractStatusKey(check(0))).toBe('flows.contract.status0');
    expect(contractStatusKey(check(1))).toBe('flows.contract.status1');
    expect(contractStatusKey(check(3))).toBe('flows.contract.status3');
    expect(contractStatusKey(check(9))).toBe('flows.contract.status9');
    expect(contractStatusKey(check(null))).toBe('flows.contract.missing');
  });
  it('signs only in status 1, and confirms only with a scan', () => {
    expect(canSign(check(1))).toBe(true);
    expect(canSign(check(3))).toBe(false);
    expect(canConfirm([], { status: 1 })).toBe(false);
    expect(canConfirm([{}], { status: 1 })).toBe(true);
    expect(canConfirm([], { status: 1, contractAttachments: [{ attType: 2 }] })).toBe(true);
    expect(canConfirm([], { status: 1, contractAttachments: [{ attType: 1 }] })).toBe(false);
  });
  it('names the template after the contract title', () => {
    expect(templateFileName('平台技术服务合同')).toBe('平台技术服务合同.pdf');
    expect(templateFileName('null')).toBe('contract.pdf');
    expect(templateFileName('a/b')).toBe('a_b.pdf');
  });
});
