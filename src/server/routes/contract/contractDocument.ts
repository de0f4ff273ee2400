/**
 * The technical-service contract as a print template (hiprint JSON, as the designer saves it) and
 * the data it is filled with. The wording follows section 9: one-year service period, the fee
 * table by annual trade, signing within 15 days with 5000 yuan prepaid.
 */
import { chineseDate } from './dates.ts';
import { FEE_TIERS, feeTier, PREPAID_FEE, SIGNING_DAYS } from './fees.ts';

export interface ContractFacts {
  id: string;
  title: string;
  platformName: string;
  supplierName: string;
  beginDate: string | null;
  endDate: string | null;
  /** Last year's trade in yuan; null when not known yet. */
  annualTrade: number | null;
}

const yuan = (amount: number): string =>
  new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount);

const TIER_NAMES = ['第一档', '第二档', '第三档'];

/** The field values the template binds. */
export function contractData(facts: ContractFacts): Record<string, unknown> {
  const tier = facts.annualTrade === null ? undefined : feeTier(facts.annualTrade);
  const feeDue = tier === undefined
    ? '乙方年交易额尚未核定，技术服务费按上表标准于核定后确定。'
    : `乙方上一年度在平台的年交易额为${yuan(facts.annualTrade!)}元，适用${TIER_NAMES[tier]}，` +
      (FEE_TIERS[tier].fee === 0 ? '本年度不收取技术服务费。' : `应缴技术服务费${FEE_TIERS[tier].fee}元/年。`);
  return {
    headerLine: `${facts.title}  合同编号：${facts.id}`,
    title: facts.title,
    contractNo: facts.id,
    platformName: facts.platformName,
    supplierName: facts.supplierName,
    preamble: `甲方${facts.platformName}为乙方${facts.supplierName}提供食材供应服务平台的技术服务。` +
      '根据有关法律法规，甲乙双方经友好协商，就技术服务事宜达成如下协议，共同遵守。',
    periodText: `本合同服务期限为一年，自${chineseDate(facts.beginDate)}起至${chineseDate(facts.endDate)}止。` +
      '服务期内甲方为乙方开通平台的订单、供货、结算与票据等功能，并提供系统维护与使用支持。',
    feeIntro: '乙方按上一年度在平台的年交易额向甲方支付技术服务费，收费标准如下：',
    feeTable: FEE_TIERS.map((t, index) => ({ level: TIER_NAMES[index], range: t.range, fee: t.feeText })),
    feeDue,
    signingRule: `乙方应自收到本合同之日起${SIGNING_DAYS}日内完成签署：下载本合同，打印并加盖公章后，将扫描件上传至平台并确认签署；` +
      `同时预付技术服务费${PREPAID_FEE}元。逾期未签署的，甲方有权暂停乙方使用平台。`,
    otherTerms: '本合同经甲乙双方签字盖章后生效，一式两份，双方各执一份，具有同等法律效力。未尽事宜由双方另行协商解决。',
  };
}

const text = (options: Record<string, unknown>) => ({ options, printElementType: { title: '文本', type: 'text' } });
const longText = (options: Record<string, unknown>) => ({ options, printElementType: { title: '长文', type: 'longText' } });
const LEFT = 40;
const WIDTH = 515;
const BODY = { fontSize: 10.5, lineHeight: 18, hideTitle: true, textAlign: 'justify' };
const HEADING = { fontSize: 12, fontWeight: 'bold', height: 16 };

/** The A4 template of the contract; elements below a growing paragraph keep their distance to its end. */
export function contractTemplate(title: string): Record<string, unknown> {
  return {
    panels: [{
      index: 0,
      name: title,
      paperType: 'A4',
      width: 210,
      height: 297,
      paperHeader: 40,
      paperFooter: 790,
      paperNumberFormat: '第paperNo页 共paperCount页',
      paperNumberLeft: 480,
      paperNumberTop: 805,
      printElements: [
        text({ left: LEFT, top: 18, width: WIDTH, height: 12, field: 'headerLine', hideTitle: true, fontSize: 8, color: '#888888' }),
        text({ left: LEFT, top: 52, width: WIDTH, height: 30, field: 'title', hideTitle: true, fontSize: 20, fontWeight: 'bold', textAlign: 'center', textContentVerticalAlign: 'middle' }),
        text({ left: LEFT, top: 96, width: WIDTH, height: 15, title: '合同编号', field: 'contractNo', fontSize: 10.5 }),
        text({ left: LEFT, top: 116, width: WIDTH, height: 15, title: '甲方（平台方）', field: 'platformName', fontSize: 10.5 }),
        text({ left: LEFT, top: 136, width: WIDTH, height: 15, title: '乙方（供应商）', field: 'supplierName', fontSize: 10.5 }),
        longText({ left: LEFT, top: 162, width: WIDTH, height: 18, field: 'preamble', longTextIndent: 21, ...BODY }),
        text({ left: LEFT, top: 206, width: WIDTH, title: '一、服务期限', ...HEADING }),
        longText({ left: LEFT, top: 228, width: WIDTH, height: 18, field: 'periodText', longTextIndent: 21, ...BODY }),
        text({ left: LEFT, top: 272, width: WIDTH, title: '二、技术服务费', ...HEADING }),
        longText({ left: LEFT, top: 294, width: WIDTH, height: 18, field: 'feeIntro', longTextIndent: 21, ...BODY }),
        {
          options: {
            left: LEFT, top: 318, width: WIDTH, height: 44, field: 'feeTable', fontSize: 10.5,
            tableHeaderBackground: '#f0f0f0', tableBodyRowHeight: 22, tableHeaderRepeat: 'page',
            columns: [[
              { title: '档次', field: 'level', width: 80, align: 'center', checked: true },
              { title: '上一年度年交易额', field: 'range', width: 255, checked: true },
              { title: '技术服务费', field: 'fee', width: 180, align: 'center', checked: true },
            ]],
          },
          printElementType: { title: '表格', type: 'table' },
        },
        longText({ left: LEFT, top: 376, width: WIDTH, height: 18, field: 'feeDue', longTextIndent: 21, ...BODY }),
        text({ left: LEFT, top: 408, width: WIDTH, title: '三、签订与付款', ...HEADING }),
        longText({ left: LEFT, top: 430, width: WIDTH, height: 18, field: 'signingRule', longTextIndent: 21, ...BODY }),
        text({ left: LEFT, top: 482, width: WIDTH, title: '四、其他', ...HEADING }),
        longText({ left: LEFT, top: 504, width: WIDTH, height: 18, field: 'otherTerms', longTextIndent: 21, ...BODY }),
        text({ left: LEFT, top: 560, width: 250, height: 15, title: '甲方（盖章）：________________', fontSize: 10.5 }),
        text({ left: 305, top: 560, width: 250, height: 15, title: '乙方（盖章）：________________', fontSize: 10.5 }),
        text({ left: LEFT, top: 592, width: 250, height: 15, title: '授权代表（签字）：____________', fontSize: 10.5 }),
        text({ left: 305, top: 592, width: 250, height: 15, title: '授权代表（签字）：____________', fontSize: 10.5 }),
        text({ left: LEFT, top: 624, width: 250, height: 15, title: '签署日期：______年____月____日', fontSize: 10.5 }),
        text({ left: 305, top: 624, width: 250, height: 15, title: '签署日期：______年____月____日', fontSize: 10.5 }),
      ],
    }],
  };
}
