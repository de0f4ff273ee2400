/**
 * Demo announcements: every priority, both categories, a draft, a revoked one, one addressed to the
 * buyer only, and one that opens the order page ('去处理').
 */
import { announcements, announcementSends } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';

export interface DemoAnnouncement {
  key: string;
  titile: string;
  msgContent: string;
  priority: 'L' | 'M' | 'H';
  msgCategory: '1' | '2';
  sendStatus: '0' | '1' | '2';
  /** Released this many hours before the seed ran. */
  hoursAgo: number;
  /** Usernames for a USER announcement; absent = everyone. */
  to?: string[];
  openType?: 'component' | 'url';
  openPage?: string;
}

export const DEMO_ANNOUNCEMENTS: DemoAnnouncement[] = [
  {
    key: 'holiday', titile: '关于国庆节假期配送安排的通知', priority: 'M', msgCategory: '1', sendStatus: '1', hoursAgo: 144,
    msgContent: '<p>各食堂、供应商：</p><p>国庆节期间（10月1日至10月7日）配送时间调整为<strong>每日上午 6:00-9:00</strong>，请提前做好备货与验收安排。</p>',
  },
  {
    key: 'safety', titile: '食品安全专项检查通知', priority: 'H', msgCategory: '1', sendStatus: '1', hoursAgo: 72,
    msgContent: '<p>市场监管部门将于下周对各学校食堂开展食品安全专项检查，请各食堂<span style="color: #d4380d">核对进货台账和索证索票</span>。</p><ul><li>检查进货查验记录</li><li>检查留样记录</li></ul>',
  },
  {
    key: 'price', titile: '蔬菜类商品价格调整提示', priority: 'L', msgCategory: '1', sendStatus: '1', hoursAgo: 24,
    msgContent: '<p>受天气影响，本周叶菜类商品价格略有上涨，请供应商及时更新报价。</p>',
  },
  {
    key: 'orders', titile: '您有新的订单待分配供应商', priority: 'M', msgCategory: '2', sendStatus: '1', hoursAgo: 1,
    msgContent: '<p>一食堂、二食堂提交了新的订单，请尽快分配供应商。</p>', openType: 'url', openPage: '/order/order-group',
  },
  {
    key: 'maintenance', titile: '系统维护通知', priority: 'L', msgCategory: '2', sendStatus: '1', hoursAgo: 48,
    msgContent: '<p>平台将于本周六 22:00-24:00 进行系统维护，期间暂停下单。</p>',
  },
  {
    key: 'audit', titile: '采购审核提醒', priority: 'H', msgCategory: '2', sendStatus: '1', hoursAgo: 2, to: ['buyer'],
    msgContent: '<p>您有待审核的采购订单，请及时处理。</p>',
  },
  {
    key: 'draft', titile: '2025年春季学期供应商评价安排（草稿）', priority: 'M', msgCategory: '1', sendStatus: '0', hoursAgo: 0,
    msgContent: '<p>评价安排待定。</p>',
  },
  {
    key: 'revoked', titile: '临时停水通知（已撤销）', priority: 'L', msgCategory: '1', sendStatus: '2', hoursAgo: 96,
    msgContent: '<p>原定明日的停水安排取消。</p>',
  },
];

export async function seedNotices({ db, ids }: SeedContext): Promise<void> {
  const hour = 3_600_000;
  const now = Date.now();
  for (const item of DEMO_ANNOUNCEMENTS) {
    const sent = item.sendStatus === '0' ? null : new Date(now - item.hoursAgo * hour);
    const userIds = item.to?.map((username) => ids[`user:${username}`]);
    const [row] = await db
      .insert(announcements)
      .values({
        titile: item.titile,
        msgContent: item.msgContent,
        priority: item.priority,
        msgCategory: item.msgCategory,
        msgType: userIds ? 'USER' : 'ALL',
        userIds: userIds?.join(',') ?? null,
        sendStatus: item.sendStatus,
        sendTime: sent,
        cancelTime: item.sendStatus === '2' ? new Date(now - hour / 2) : null,
        sender: sent ? '管理员' : null,
        openType: item.openType ?? null,
        openPage: item.openPage ?? null,
        createdAt: new Date((sent?.getTime() ?? now) - hour),
        createdBy: 'admin',
      })
      .returning({ id: announcements.id });
    ids[`announcement:${item.key}`] = row.id;
    // release writes the send rows of a USER announcement; the seed does the same
    if (userIds && item.sendStatus === '1') {
      await db.insert(announcementSends).values(userIds.map((userId) => ({ anntId: row.id, userId })));
    }
  }
}
