/** Chinese numerals for hiprint's "upperCase" option (modes 0-7), plain and money. */
import { parseDecimal, roundDecimal, type Decimal } from './decimal.ts';

interface NumeralSet {
  digits: readonly string[];
  /** Units inside a four-digit section: '', 十, 百, 千. */
  units: readonly string[];
}

const LOWER: NumeralSet = {
  digits: ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'],
  units: ['', '十', '百', '千'],
};

const FINANCIAL: NumeralSet = {
  digits: ['零', '壹', '贰', '叁', '肆', '伍', '陆', '柒', '捌', '玖'],
  units: ['', '拾', '佰', '仟'],
};

const WAN = '万';
const YI = '亿';
const NEGATIVE = '负';
const POINT = '点';
const CURRENCY = '人民币';

interface ModeSpec {
  set: NumeralSet;
  /** Write a leading 一十 as 十 (10 -> 十, 15 -> 十五). */
  abbreviateTen: boolean;
  money?: {
    symbol: boolean;
    /** Always write 角 and 分, even when zero. */
    complete: boolean;
  };
}

const MODES: readonly ModeSpec[] = [
  { set: LOWER, abbreviateTen: true },
  { set: LOWER, abbreviateTen: false },
  { set: FINANCIAL, abbreviateTen: true },
  { set: FINANCIAL, abbreviateTen: false },
  { set: FINANCIAL, abbreviateTen: true, money: { symbol: true, complete: false } },
  { set: FINANCIAL, abbreviateTen: false, money: { symbol: true, complete: false } },
  { set: FINANCIAL, abbreviateTen: false, money: { symbol: true, complete: true } },
  { set: FINANCIAL, abbreviateTen: false, money: { symbol: false, complete: true } },
];

/**
 * Writes a number-like value in Chinese numerals by upperCase mode 0-7. Empty values give '';
 * values that are not number-like, and unknown modes, give String(value).
 */
export function toChineseUpperCase(value: unknown, mode: number): string {
  if (value === undefined || value === null || value === '') return '';
  const spec = MODES[mode];
  const decimal = parseDecimal(value);
  if (!spec || !decimal) return String(value);
  return spec.money ? writeMoney(decimal, spec, spec.money) : writePlain(decimal, spec);
}

function writePlain(value: Decimal, spec: ModeSpec): string {
  let text = writeInteger(value.int, spec);
  if (value.frac) text += POINT + digitByDigit(value.frac, spec.set);
  return (value.negative ? NEGATIVE : '') + text;
}

function writeMoney(value: Decimal, spec: ModeSpec, money: { symbol: boolean; complete: boolean }): string {
  const rounded = roundDecimal(value, 2);
  const frac = rounded.frac.padEnd(2, '0');
  const jiao = Number(frac[0]);
  const fen = Number(frac[1]);
  const { digits } = spec.set;
  const hasYuan = rounded.int !== '0';
  let text: string;
  if (money.complete) {
    text = writeInteger(rounded.int, spec) + '元' + digits[jiao] + '角' + digits[fen] + '分';
  } else if (jiao === 0 && fen === 0) {
    text = writeInteger(rounded.int, spec) + '元整';
  } else {
    // Below one yuan the bank convention writes only the fractions (伍角, not 零元伍角).
    text = hasYuan ? writeInteger(rounded.int, spec) + '元' : '';
    if (jiao !== 0) text += digits[jiao] + '角';
    else if (hasYuan) text += digits[0];
    if (fen !== 0) text += digits[fen] + '分';
  }
  return (rounded.negative ? NEGATIVE : '') + (money.symbol ? CURRENCY : '') + text;
}

function digitByDigit(digits: string, set: NumeralSet): string {
  let out = '';
  for (const d of digits) out += set.digits[Number(d)];
  return out;
}

/** Integer digits (no leading zeros) in numerals, applying the ten abbreviation if asked. */
function writeInteger(int: string, spec: ModeSpec): string {
  if (int === '0') return spec.set.digits[0];
  const text = writeGroups(int, spec.set);
  const leadingTen = spec.set.digits[1] + spec.set.units[1];
  return spec.abbreviateTen && text.startsWith(leadingTen) ? text.slice(1) : text;
}

/**
 * Splits at 亿 (8 digits) and 万 (4 digits), recursing so that any length works
 * (10^12 -> 一万亿, 10^16 -> 一亿亿). A lower part that starts with zeros gets one 零.
 */
function writeGroups(int: string, set: NumeralSet): string {
  if (int.length <= 4) return writeSection(int, set);
  const split = int.length > 8 ? 8 : 4;
  const high = int.slice(0, int.length - split);
  const low = int.slice(int.length - split);
  let text = writeGroups(high, set) + (split === 8 ? YI : WAN);
  const lowDigits = low.replace(/^0+/, '');
  if (lowDigits !== '') {
    if (low[0] === '0') text += set.digits[0];
    text += writeGroups(lowDigits, set);
  }
  return text;
}

/** One section of up to four digits (no leading zeros): zeros inside become one 零, trailing ones vanish. */
function writeSection(section: string, set: NumeralSet): string {
  let out = '';
  let pendingZero = false;
  for (let i = 0; i < section.length; i++) {
    const d = Number(section[i]);
    if (d === 0) {
      pendingZero = true;
      continue;
    }
    if (pendingZero) out += set.digits[0];
    pendingZero = false;
    out += set.digits[d] + set.units[section.length - 1 - i];
  }
  return out;
}
