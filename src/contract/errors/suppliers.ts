/** Suppliers (issue 19): registration, the service contract from both sides, supplier management, evaluations. */
import { define } from './define.ts';

export const SUPPLIER_ERRORS = define({
  // --- supplier contract ---
  CONTRACT_NOT_FOUND: { status: 200, zh: '未找到该服务合同', en: 'No such service contract' },
  CONTRACT_NOT_YOURS: { status: 403, zh: '无权操作其他供应商的服务合同', en: 'Access denied: this service contract belongs to another supplier' },
  CONTRACT_SUPPLIER_ONLY: { status: 403, zh: '只有合同所属供应商可以确认签署', en: 'Only the supplier of this contract can confirm the signing' },
  CONTRACT_PLATFORM_ONLY: { status: 403, zh: '该操作需由平台（合同管理权限）完成', en: 'Only the platform (contract management permission) can do this' },
  CONTRACT_TRANSITION_REFUSED: { status: 200, zh: '合同状态不能从“{from}”变为“{to}”', en: 'The contract cannot move from "{from}" to "{to}"' },
  CONTRACT_STATUS_CHANGED: { status: 200, zh: '合同状态已被他人修改，请刷新后重试', en: 'The contract status was changed by someone else; please reload and try again' },
  CONTRACT_SCAN_REQUIRED: { status: 200, zh: '请下载模板，打印盖章后上传扫描件', en: 'Download the template, print and stamp, and upload the scan' },
  CONTRACT_ATT_LOCKED: { status: 200, zh: '合同当前状态为“{status}”，不能再上传附件', en: 'The contract is "{status}"; attachments can no longer be uploaded' },
  CONTRACT_ATT_TYPE_INVALID: { status: 200, zh: '附件类型不正确（1 发票，2 合同）', en: 'Invalid attachment type (1 invoice, 2 contract)' },
  CONTRACT_FILE_NOT_UPLOADED: { status: 200, zh: '附件文件不存在，请先上传文件', en: 'No such uploaded file; please upload the file first' },
  CONTRACT_STATUS_INVALID: { status: 200, zh: '合同状态值不正确：{status}', en: 'Invalid contract status: {status}' },
  // --- registration ---
  REGISTER_DISABLED: { status: 200, zh: '平台暂未开放注册，请联系管理员开通账号', en: 'Registration is not open on this platform; please ask the administrator for an account' },
  SUPPLIER_COMPANY_REQUIRED: { status: 200, zh: '请输入公司名称', en: 'Please enter the company name' },
  SUPPLIER_CONTACT_REQUIRED: { status: 200, zh: '请输入联系人', en: 'Please enter the contact person' },
  SUPPLIER_COMPANY_EXISTS: { status: 200, zh: '该公司已注册为供应商', en: 'This company is already registered as a supplier' },
  SUPPLIER_REGION_INVALID: { status: 200, zh: '所在地区（regionId）须选择到区县：{id} 不是已有的区县', en: 'Region (regionId) must be an existing district: {id} is not one' },
  // ---- suppliers (issue 19) ----
  SUPPLIER_NOT_FOUND: { status: 200, zh: '供应商不存在或不在您的范围内', en: 'No such supplier within your scope' },
  SUPPLIER_REJECT_REASON_REQUIRED: { status: 200, zh: '驳回时请填写原因', en: 'Please give the reason for the rejection' },
  SUPPLIER_MAY_NOT_SERVE: { status: 200, zh: '该供应商未通过审核、已暂停或不在本食堂的白名单中，不能为本食堂供货', en: 'This supplier is not approved, is suspended or is not on this canteen\'s white list: it may not serve this canteen' },
  SUPPLIER_BANK_ACCOUNT_INVALID: { status: 200, zh: '银行账号须为 8-30 位数字', en: 'The bank account must be 8 to 30 digits' },
  SUPPLIER_CREDIT_CODE_INVALID: { status: 200, zh: '统一社会信用代码须为 18 位数字或大写字母', en: 'The unified social credit code must be 18 digits or capital letters' },
  QUALIFICATION_NOT_FOUND: { status: 200, zh: '资质不存在或不在您的范围内', en: 'No such qualification within your scope' },
  QUALIFICATION_TYPE_INVALID: { status: 200, zh: '资质类型“{type}”不在资质类型字典中', en: 'The qualification type "{type}" is not in the qualification type dictionary' },
  QUALIFICATION_NUMBER_REQUIRED: { status: 200, zh: '请填写证照编号', en: 'Please enter the licence number' },
  QUALIFICATION_FILE_NOT_UPLOADED: { status: 200, zh: '扫描件不存在或不是您上传的文件：{path}', en: 'No such uploaded file of yours: {path}' },
  QUALIFICATION_SUPPLIER_REQUIRED: { status: 200, zh: '请选择供应商', en: 'Please choose the supplier' },
  WHITE_LIST_CANTEEN_NOT_FOUND: { status: 200, zh: '食堂不存在或不在您的范围内', en: 'No such canteen within your scope' },
  WHITE_LIST_SUPPLIER_NOT_APPROVED: { status: 200, zh: '只有审核通过的供应商可以加入白名单', en: 'Only approved suppliers can be put on a white list' },
  WHITE_LIST_EXISTS: { status: 200, zh: '该供应商已在此食堂的白名单中', en: 'This supplier is already on this canteen\'s white list' },
  WHITE_LIST_NOT_FOUND: { status: 200, zh: '白名单中没有这一项', en: 'No such white list entry' },
  // ---- service contracts, platform side (issue 19) ----
  CONTRACT_SUPPLIER_NOT_FOUND: { status: 200, zh: '供应商 {id} 不存在', en: 'No supplier {id}' },
  CONTRACT_SUPPLIER_NOT_APPROVED: { status: 200, zh: '供应商“{name}”尚未通过注册审核，不能签订服务合同', en: 'The supplier "{name}" has not passed the registration audit and cannot sign a service contract' },
  CONTRACT_OPEN_EXISTS: { status: 200, zh: '供应商“{name}”已有进行中的服务合同（{status}），请先完成该合同', en: 'The supplier "{name}" already has a service contract under way ({status}); finish it first' },
  CONTRACT_PERIOD_INVALID: { status: 200, zh: '服务期限须同时填写开始和结束日期，且结束不早于开始', en: 'The service period needs both a start and an end day, the end not before the start' },
  CONTRACT_RENEW_NOT_EFFECTIVE: { status: 200, zh: '只有已生效的合同可以续签（当前为“{status}”）', en: 'Only an effective contract can be renewed (this one is "{status}")' },
  CONTRACT_RENEW_TOO_EARLY: { status: 200, zh: '合同 {end} 到期，到期前 {days} 天内才能续签', en: 'The contract ends on {end}; it can be renewed within {days} days of its end' },
  CONTRACT_ALREADY_RENEWED: { status: 200, zh: '该合同已续签，请处理续签合同', en: 'This contract has already been renewed; work on the renewal' },
  CONTRACT_PLATFORM_ATT_LOCKED: { status: 200, zh: '合同当前状态为“{status}”，平台不能上传附件（发起后、生效前可上传）', en: 'The contract is "{status}"; the platform attaches files after initiation and before it takes effect' },
  // ---- supplier evaluations (issue 19) ----
  EVALUATION_NOT_FOUND: { status: 200, zh: '评价不存在或不在您的范围内', en: 'No such evaluation within your scope' },
  EVALUATION_EVALUATOR_ONLY: { status: 403, zh: '只有采购和食堂人员可以评价供应商', en: 'Only procurement and canteen staff evaluate suppliers' },
  EVALUATION_CANTEEN_OUT_OF_SCOPE: { status: 200, zh: '食堂 {id} 不在您的范围内', en: 'The canteen {id} is not within your scope' },
  EVALUATION_SUPPLIER_INVALID: { status: 200, zh: '供应商 {id} 不存在或未通过审核', en: 'No approved supplier {id}' },
  EVALUATION_EXISTS: { status: 200, zh: '该食堂 {period} 已评价过此供应商，请修改原评价', en: 'This canteen already evaluated the supplier for {period}; change that evaluation' },
  EVALUATION_PERIOD_FUTURE: { status: 200, zh: '不能评价尚未开始的月份 {period}', en: 'The month {period} has not begun yet' },
  EVALUATION_STALE: { status: 409, zh: '评价已被他人修改（当前版本 {version}），请刷新后重试', en: 'Someone else changed this evaluation (now version {version}); reload and try again' },
  // ---- supplier directory (issue 19) ----
  DIRECTORY_SUPPLIER_FORBIDDEN: { status: 403, zh: '供应商名录供采购、食堂和平台查阅，供应商请在“供应商信息”中查看本公司资料', en: 'The supplier directory is for procurement, canteens and the platform; suppliers see their own record under Supplier information' },
  DIRECTORY_CATEGORY_UNKNOWN: { status: 200, zh: '品类 {id} 不存在', en: 'No such category {id}' },
});
