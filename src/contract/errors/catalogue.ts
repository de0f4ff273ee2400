/** The product catalogue and prices (issue 19). */
import { define } from './define.ts';

export const CATALOGUE_ERRORS = define({
  // ---- catalogue (issue 19) ----
  PRODUCT_CODE_EXISTS: { status: 200, zh: '商品编码 {code} 已存在', en: 'The product code {code} is taken' },
  PRODUCT_CATEGORY_NOT_FOUND: { status: 200, zh: '商品分类不存在：{id}', en: 'No such product category: {id}' },
  PRODUCT_WARNING_EXCEEDS_SHELF_LIFE: { status: 200, zh: '预警天数须小于保质期天数', en: 'The warning days must be fewer than the shelf-life days' },
  PRODUCT_IMAGE_NOT_FOUND: { status: 200, zh: '商品图片不存在，请重新上传：{id}', en: 'No such uploaded image: {id}; please upload it again' },
  PRODUCT_IMAGE_NOT_YOURS: { status: 200, zh: '图片“{name}”不是您上传的，只能添加自己上传的图片（{id}）', en: 'The image "{name}" was uploaded by someone else; add only images you uploaded ({id})' },
  PRODUCT_IMAGE_NOT_IMAGE: { status: 200, zh: '文件“{name}”不是图片，不能作为商品图片（{id}）', en: 'The file "{name}" is not an image, so it cannot be a product image ({id})' },
  PRODUCT_IMAGES_TOO_MANY: { status: 400, zh: '商品图片最多 {limit} 张', en: 'A product holds at most {limit} images' },
  PRODUCT_DISABLED: { status: 200, zh: '商品“{product}”已停用', en: 'The product "{product}" is disabled' },
  SUPPLIER_PRODUCT_EXISTS: { status: 200, zh: '已关联该商品（{status}）', en: 'This product is already linked ({status})' },
  SUPPLIER_PRODUCT_NOT_FOUND: { status: 200, zh: '供应商商品不存在或不在您的范围内', en: 'No such supplier product within your scope' },
  SUPPLIER_PRODUCT_NOT_APPROVED: { status: 200, zh: '商品“{product}”尚未通过平台审核，不能报价', en: 'The product "{product}" is not approved for you yet, so it cannot be priced' },
  PRICE_RELEASE_REQUIRED: { status: 200, zh: '请选择价格发布批次', en: 'Please choose the price release' },
  PRICE_RELEASE_NOT_FOUND: { status: 200, zh: '价格发布批次不存在', en: 'No such price release' },
  PRICE_RELEASE_NOT_DRAFT: { status: 200, zh: '价格发布“{name}”已发布，不能再修改或加入价格', en: 'The price release "{name}" is published; it cannot be changed or take prices' },
  PRICE_RELEASE_EMPTY: { status: 200, zh: '价格发布“{name}”中没有待发布的价格', en: 'The price release "{name}" holds no prices to publish' },
  MARKET_PRICE_NOT_FOUND: { status: 200, zh: '市场价记录不存在', en: 'No such market price' },
  MARKET_PERIOD_INVALID: { status: 200, zh: '结束日期不能早于开始日期', en: 'The period may not end before it starts' },
  MARKET_PERIOD_OVERLAP: { status: 200, zh: '该商品在 {from} 至 {to} 已有市场价', en: 'The product has a market price from {from} to {to} already' },
  EXPIRATION_NOT_FOUND: { status: 200, zh: '保质期配置不存在', en: 'No such expiration config' },
  EXPIRATION_EXISTS: { status: 200, zh: '该分类已有保质期配置', en: 'This category has an expiration config already' },
  SCHOOL_FILL_NOT_FOUND: { status: 200, zh: '填报不存在或不在您的范围内', en: 'No such product request within your scope' },
  SCHOOL_FILL_CODE_REQUIRED: { status: 200, zh: '通过时请给出新商品编码', en: 'Please give the new product code to approve it' },
  CATALOGUE_KEEPERS_ONLY: { status: 403, zh: '只有平台或采购人员可以维护商品目录', en: 'Only platform or procurement staff keep the catalogue' },
});
