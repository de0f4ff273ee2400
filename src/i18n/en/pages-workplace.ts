/** Workbench (dashboard/Workplace). */
export default {
  workplace: {
    title: 'Workbench', queues: 'My queues', recentGroups: 'Recent order groups', noGroups: 'No order groups yet',
    recentTemplates: 'Recently changed templates', noTemplates: 'No templates yet', private: 'Private',
  },
};
