export interface TemplateRecord {
  id: string;
  name: string;
  typeId: string | null;
  typeName: string | null;
  ownerId: string | null;
  private: boolean;
  version: number;
  updatedBy: string | null;
  updatedAt: string;
}

export interface TemplateType {
  id: string;
  name: string;
  code: string;
  sortNo: number;
  createTime?: string;
  createdAt?: string;
}
