/** Messages the server pushes on the live channel besides announcements. */
import type { FastifyInstance } from 'fastify';

/** Tell these users' open browsers that their menus and buttons changed (they reload permissions). */
export async function pushPermissionsChanged(app: FastifyInstance, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await app.live.publish(userIds, { cmd: 'user', msgId: 'PERMISSION_CHANGED', msgTxt: '权限已更新，请刷新菜单' });
}
