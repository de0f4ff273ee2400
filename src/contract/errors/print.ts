/** Print templates and the print job queue. */
import { define } from './define.ts';

export const PRINT_ERRORS = define({
  // --- print templates ---
  PRINT_TEMPLATE_NOT_FOUND: { status: 200, zh: '打印模板不存在或已删除', en: 'The print template does not exist or was deleted' },
  PRINT_TEMPLATE_NAME_REQUIRED: { status: 200, zh: '请输入模板名称', en: 'Please enter the template name' },
  PRINT_SAMPLE_DATA_INVALID: { status: 200, zh: '示例数据应为 JSON 对象或对象列表', en: 'Sample data must be a JSON object or a list of objects' },
  PRINT_TEMPLATE_INVALID: { status: 200, zh: '模板内容不正确：{detail}', en: 'The template is not valid: {detail}' },
  PRINT_TEMPLATE_STALE: {
    status: 409,
    zh: '模板已被 {by} 于 {at} 保存（当前版本 {version}），请重新加载后再修改，以免覆盖他人的修改',
    en: 'The template was saved by {by} at {at} (now version {version}); reload it before saving so that nobody\'s changes are overwritten',
  },
  PRINT_TEMPLATE_VISIBILITY_FORBIDDEN: {
    status: 403,
    zh: '只有模板的创建者或模板管理员可以更改模板「{name}」的可见范围',
    en: 'Only the owner of the template "{name}" or a template administrator may change its visibility',
  },
  PRINT_TEMPLATE_NOT_RESTORABLE: { status: 200, zh: '模板「{name}」未被删除或隐藏，无需恢复', en: 'The template "{name}" is neither deleted nor hidden; there is nothing to restore' },
  PRINT_TYPE_NOT_FOUND: { status: 200, zh: '模板类型不存在或已删除', en: 'The template type does not exist or was deleted' },
  PRINT_TYPE_NAME_REQUIRED: { status: 200, zh: '请输入类型名称', en: 'Please enter the type name' },
  PRINT_TYPE_CODE_REQUIRED: { status: 200, zh: '请输入类型编码', en: 'Please enter the type code' },
  PRINT_TYPE_NAME_EXISTS: { status: 200, zh: '类型名称已存在', en: 'A template type with this name already exists' },
  PRINT_TYPE_CODE_EXISTS: { status: 200, zh: '类型编码已存在', en: 'A template type with this code already exists' },
  PRINT_TYPE_IN_USE: { status: 200, zh: '该类型下还有 {count} 个模板，不能删除', en: 'This type still has {count} templates and cannot be deleted' },
  PRINT_DATA_TOO_LARGE: { status: 200, zh: '打印数据过大（上限 {max}）', en: 'The print data is too large (limit {max})' },
  PRINT_TOO_MANY_PAGES: { status: 200, zh: '打印结果超过 {max} 页，请减少数据后重试', en: 'The document would exceed {max} pages; print less data at a time' },
  PRINT_LAYOUT_FAILED: { status: 200, zh: '模板排版失败：{detail}', en: 'The template could not be laid out: {detail}' },
  RENDER_TIMEOUT: { status: 200, zh: '排版超时（超过 {seconds} 秒），请减少数据或简化模板后重试', en: 'Layout took too long (more than {seconds} s); print less data or simplify the template' },
  RENDER_OUT_OF_MEMORY: { status: 200, zh: '排版所需内存超过上限（{mb} MB），请减少数据后重试', en: 'The layout needs more memory than allowed ({mb} MB); print less data at a time' },
  RENDER_CRASHED: { status: 200, zh: '排版失败：{detail}', en: 'Layout failed: {detail}' },
  RENDER_BUSY: { status: 503, zh: '打印服务繁忙，请稍后再试', en: 'The print service is busy; please try again shortly' },
  RENDER_CANCELLED: { status: 499, zh: '打印请求已取消', en: 'The print request was cancelled' },
  PRINT_NO_PAGES: { status: 200, zh: '模板没有可打印的页面', en: 'The template has no pages to print' },
  // --- jobs ---
  JOB_NOT_FOUND: { status: 200, zh: '任务不存在', en: 'No such job' },
  JOB_NOT_RETRIABLE: { status: 200, zh: '只有失败的任务可以重试（当前状态：{state}）', en: 'Only a failed job can be retried (this one is {state})' },
  JOB_NOT_CANCELLABLE: { status: 200, zh: '已结束的任务不能取消（当前状态：{state}）', en: 'A job that has ended cannot be cancelled (this one is {state})' },
  PRINT_BATCH_QUOTA_EXCEEDED: {
    status: 200,
    zh: '存储空间已用完（已用 {used} MB，上限 {quota} MB），无法保存批量打印结果；早前的打印结果保留 {days} 天后自动删除，请届时再试或联系管理员',
    en: 'Your storage is used up ({used} MB of {quota} MB), so a batch print cannot be kept; earlier print results are removed {days} days after they were made: try again then, or ask an administrator',
  },
  PRINT_BATCH_TOO_MANY: { status: 200, zh: '一次批量打印最多 {max} 条记录', en: 'One batch print takes at most {max} records' },
});
