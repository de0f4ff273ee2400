export interface DictRecord { id: string; dictName: string; dictCode: string; description: string | null; createTime?: string }
export interface DictItemRecord { id: string; dictId: string; itemText: string; itemValue: string; description: string | null; sortOrder: number; status: number }
export const DICT_CODE = /^[A-Za-z0-9_-]{1,100}$/;
