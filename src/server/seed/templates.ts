/** Demo template types and the sample print templates of public/templates, shared with everyone. */
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { printTemplates, printTemplateTypes } from '../db/schema/index.ts';
import type { SeedContext } from './context.ts';

const TEMPLATES_DIR = new URL('../../../public/templates/', import.meta.url);

export const DEMO_TEMPLATE_TYPES = [
  { key: 'delivery', name: '送货单', code: 'delivery_note' },
  { key: 'label', name: '标签', code: 'label' },
  { key: 'receipt', name: '小票', code: 'receipt' },
  { key: 'report', name: '报表', code: 'report' },
  // the order documents (src/contract/domain/orderPrint.ts): the type's code names the document
  { key: 'receiptCheck', name: '验收单', code: 'receipt_check' },
  { key: 'pickingList', name: '备货单', code: 'picking_list' },
  { key: 'statement', name: '对账单', code: 'statement' },
] as const;

/** Chinese names and types of the samples listed in public/templates/index.json, by their id there. */
export const DEMO_TEMPLATES: Record<string, { name: string; type: (typeof DEMO_TEMPLATE_TYPES)[number]['key'] }> = {
  'delivery-note': { name: '送货单', type: 'delivery' },
  'shelf-labels': { name: '货架标签', type: 'label' },
  receipt: { name: '收款小票', type: 'receipt' },
  report: { name: '月度结算报告', type: 'report' },
  'receipt-check': { name: '验收单', type: 'receiptCheck' },
  'picking-list': { name: '备货单', type: 'pickingList' },
  statement: { name: '对账单', type: 'statement' },
};

interface Manifest {
  templates: Array<{ id: string; name: string; template: string; data?: string }>;
}

/** The sample files themselves are the source: the designer's gallery and the seed never drift apart. */
async function readJson(name: string): Promise<unknown> {
  const file = fileURLToPath(new URL(name, TEMPLATES_DIR));
  return JSON.parse(await readFile(file, 'utf8'));
}

export async function seedTemplates({ db, ids }: SeedContext): Promise<void> {
  for (const [sortNo, type] of DEMO_TEMPLATE_TYPES.entries()) {
    const [row] = await db
      .insert(printTemplateTypes)
      .values({ name: type.name, code: type.code, sortNo, createdBy: 'admin' })
      .returning({ id: printTemplateTypes.id });
    ids[`printType:${type.key}`] = row.id;
  }
  const manifest = (await readJson('index.json')) as Manifest;
  for (const entry of manifest.templates) {
    const known = DEMO_TEMPLATES[entry.id];
    const [row] = await db
      .insert(printTemplates)
      .values({
        name: known?.name ?? entry.name,
        typeId: known ? ids[`printType:${known.type}`] : null,
        body: await readJson(entry.template),
        // Every sample previews and exports with plausible data from the start.
        sampleData: entry.data ? await readJson(entry.data) : null,
        createdBy: 'admin',
        updatedBy: 'admin',
        updatedAt: new Date(),
      })
      .returning({ id: printTemplates.id });
    ids[`template:${entry.id}`] = row.id;
  }
}
