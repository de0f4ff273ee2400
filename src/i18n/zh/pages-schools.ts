/** 学校管理 and 食堂管理 (issue 18), zh: t('pages.schools.<key>'). */
export default {
  schools: {
    collegesTitle: '学校管理', canteensTitle: '食堂管理', name: '名称', code: '编码', college: '所属学校', region: '所在地区',
    address: '详细地址', contact: '联系人', phone: '电话', procurementDepart: '采购部门', depart: '所属部门', actingDeparts: '经办部门', linkedDeparts: '协管部门',
    canteenCount: '食堂数', status: '状态', enabled: '启用', disabled: '停用', all: '全部', export: '导出', disable: '停用', enable: '启用',
    addCollege: '新增学校', editCollege: '编辑学校', addCanteen: '新增食堂', editCanteen: '编辑食堂', detail: '详情',
    contacts: '联系人', contactName: '姓名', addContact: '添加联系人', slots: '配送时段', slotCode: '编码', slotName: '名称',
    slotTime: '时间段（如 09:00-10:00）', addSlot: '添加时段', remove: '移除', members: '成员', own: '本部门', linked: '协管',
    noMembers: '暂无成员', readOnly: '只读', confirmDisable: '确定停用“{name}”吗？停用后不能再下新订单，已有订单不受影响。',
    confirmEnable: '确定启用“{name}”吗？', saved: '保存成功', updated: '已更新',
  },
};
