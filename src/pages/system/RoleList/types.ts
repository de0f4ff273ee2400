export interface RoleRecord {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  landingPath: string | null;
  createTime: string;
}

/** A node of /sys/permission/queryTreeList's treeList. */
export interface PickerNode {
  key: string;
  value: string;
  title: string;
  menuType: number;
  children: PickerNode[];
}
