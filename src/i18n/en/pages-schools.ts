/** Colleges and canteens (issue 18), en: t('pages.schools.<key>'). */
export default {
  schools: {
    collegesTitle: 'Colleges', canteensTitle: 'Canteens', name: 'Name', code: 'Code', college: 'College', region: 'Region',
    address: 'Address', contact: 'Contact', phone: 'Phone', procurementDepart: 'Procurement department', depart: 'Department', actingDeparts: 'Acting departments', linkedDeparts: 'Also acting',
    canteenCount: 'Canteens', status: 'Status', enabled: 'Enabled', disabled: 'Disabled', all: 'All', export: 'Export', disable: 'Disable', enable: 'Enable',
    addCollege: 'Add college', editCollege: 'Edit college', addCanteen: 'Add canteen', editCanteen: 'Edit canteen', detail: 'Details',
    contacts: 'Contacts', contactName: 'Name', addContact: 'Add contact', slots: 'Delivery slots', slotCode: 'Code', slotName: 'Name',
    slotTime: 'Time window', addSlot: 'Add slot', remove: 'Remove', members: 'Members', own: 'Own', linked: 'Acting',
    noMembers: 'No members', readOnly: 'Read only', confirmDisable: 'Disable "{name}"? It takes no new orders; existing orders stay.',
    confirmEnable: 'Enable "{name}"?', saved: 'Saved', updated: 'Updated',
  },
};
