/** The server's menu icons are ant-design names; the ones of the seed map to Tabler icons, the rest fall back. */
import {
  IconBuildingBank, IconBuildingStore, IconCloud, IconDashboard, IconFileInvoice, IconFilePlus, IconFolder, IconFileText,
  IconMessage, IconPackage, IconPrinter, IconReportMoney, IconSettings, IconShoppingBag, IconShoppingCart, IconUser,
  IconUsersGroup, IconChartLine, type Icon,
} from '@tabler/icons-react';

const ICONS: Record<string, Icon> = {
  dashboard: IconDashboard,
  'shopping-cart': IconShoppingCart,
  'file-add': IconFilePlus,
  team: IconUsersGroup,
  appstore: IconPackage,
  shopping: IconShoppingBag,
  'account-book': IconFileInvoice,
  printer: IconPrinter,
  bank: IconBuildingBank,
  setting: IconSettings,
  message: IconMessage,
  fund: IconChartLine,
  cloud: IconCloud,
  folder: IconFolder,
  shop: IconBuildingStore,
  user: IconUser,
  money: IconReportMoney,
};

export function MenuIcon({ name, size = 18 }: { name: string | null | undefined; size?: number }) {
  const Cmp = (name && ICONS[name]) || IconFileText;
  return <Cmp size={size} stroke={1.6} />;
}
