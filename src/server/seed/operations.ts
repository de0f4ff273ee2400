/** Demo message templates (issue 21), one per channel, made through the templates service. */
import { auditSystem } from '../auth/audit.ts';
import { addTemplate } from '../routes/messages/templates.ts';
import type { SeedContext } from './context.ts';

export const DEMO_MESSAGE_TEMPLATES = [
  {
    code: 'order.arrival', name: '到货提醒', channel: 'inapp' as const, title: '${canteen} 明日到货提醒',
    body: '您好 ${name}：${canteen} 在 ${day} 有 ${count} 项商品到货，请安排验收。', variables: ['name', 'canteen', 'day', 'count'],
  },
  {
    code: 'sms.delivery', name: '配送短信', channel: 'sms' as const, title: '',
    body: '【食材平台】${supplier} 的送货单 ${deliveryNo} 已发出，预计 ${time} 送达。', variables: ['supplier', 'deliveryNo', 'time'],
  },
  {
    code: 'mail.statement', name: '月度对账邮件', channel: 'email' as const, title: '${month} 对账单',
    body: '${name}，您好：\n附上 ${month} 的对账金额 ${amount} 元，请在 ${deadline} 前确认。', variables: ['name', 'month', 'amount', 'deadline'],
  },
];

export async function seedOperations({ db }: SeedContext): Promise<void> {
  for (const template of DEMO_MESSAGE_TEMPLATES) {
    const row = await addTemplate(db, template, 'admin');
    await auditSystem(db, 'message_template_add', row.id, { code: row.code, channel: row.channel, seed: true });
  }
}
