/** 工作台 (dashboard/Workplace). */
export default {
  workplace: {
    title: '工作台', queues: '我的待办', recentGroups: '最近订单组', noGroups: '暂无订单组',
    recentTemplates: '最近修改的模板', noTemplates: '暂无模板', private: '私有',
  },
};
