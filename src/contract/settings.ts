/** The platform settings (the sys_setting dictionary, section 3): the keys the product reads and their defaults. */

/** sys_setting items: text is the key, value the setting. */
export const SYS_SETTINGS: Record<string, string> = {
  casEnable: '0',
  registerEnable: '1',
  platformName: '食材供应服务平台',
  bg: '/images/login-bg.svg',
  ico: '/favicon.svg',
  logo: '/images/logo.svg',
  icp: '京ICP备00000000号',
  institutionName: '',
};
