/** A dictionary: nested objects whose leaves are strings with optional {param} placeholders. */
export interface Dict {
  [key: string]: string | Dict;
}

export type Locale = 'zh-CN' | 'en-US';
