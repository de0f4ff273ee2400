/**
 * Demo data of the supplier directory (issue 19), made through the features' services: the second supplier
 * 禾丰 (grain) gets an effective service contract along the contract's state machine (the platform opens and
 * initiates it, grain uploads and attaches its signed scan and confirms, the platform countersigns and puts
 * it into effect), and both demo suppliers are scored by the canteens for a few past months.
 */
import { ATT_TYPE, CONTRACT_STATUS } from '../../contract/domain/serviceContract.ts';
import type { AuditOrigin } from '../auth/audit.ts';
import type { Actor } from '../auth/scope.ts';
import { files, serviceContracts } from '../db/schema/index.ts';
import { attachToContract, moveContract } from '../routes/contract/moves.ts';
import { createEvaluation } from '../routes/evaluations/service.ts';
import { newStorageName } from '../storage/storage.ts';
import type { SeedContext } from './context.ts';
import { demoActors } from './actors.ts';


/** The seed acts without a request: its audit rows carry the acting user and no address. */
const origin = (who: Actor): AuditOrigin => ({ ip: null, user: who });

/** A one-page PDF showing `line` (ASCII), with a correct cross-reference table: the demo's "scan". */
export function samplePdf(line: string): Buffer {
  const text = line.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 5 0 R >> >> /Contents 4 0 R >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** What the upload route does for a file the supplier sends: the bytes stored, the record of who brought them. */
async function upload({ db, storage }: SeedContext, who: Actor, originalName: string, bytes: Buffer): Promise<string> {
  const path = newStorageName('pdf');
  await storage?.put(path, bytes);
  await db.insert(files).values({ path, originalName, contentType: 'application/pdf', size: bytes.length, storage: storage?.kind ?? 'local', uploadedBy: who.id, purpose: 'document' });
  return path;
}

async function seedGrainContract(context: SeedContext, admin: Actor, grain: Actor): Promise<void> {
  const { db, ids } = context;
  // opened by the platform with the supplier's annual trade; initiation fills in the service year and the fee
  const [opened] = await db
    .insert(serviceContracts)
    .values({ supplierId: ids['supplier:grain']!, status: CONTRACT_STATUS.notInitiated, annualTrade: '180000.00', createdBy: admin.username })
    .returning({ id: serviceContracts.id });
  const id = opened!.id;
  ids['contract:grain'] = id;
  await moveContract(db, admin, id, CONTRACT_STATUS.awaitingSupplier, origin(admin));
  const scan = await upload(context, grain, '禾丰粮油-服务合同盖章件.pdf', samplePdf('Larder technical service contract - signed and stamped by Hefeng Grain & Oil (demo scan)'));
  await attachToContract(db, grain, { contractId: id, attType: ATT_TYPE.contract, filePath: scan }, 'add', origin(grain));
  await moveContract(db, grain, id, CONTRACT_STATUS.supplierSigned, origin(grain));
  await moveContract(db, admin, id, CONTRACT_STATUS.bothSigned, origin(admin));
  await moveContract(db, admin, id, CONTRACT_STATUS.effective, origin(admin));
}

/** YYYY-MM, `back` months before this month in China. */
function monthsAgo(back: number): string {
  const now = new Date(Date.now() + 8 * 3_600_000);
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return at.toISOString().slice(0, 7);
}

/** [months back, supplier key, canteen key, quality, delivery, service, comment] */
const EVALUATIONS: Array<[number, string, 'canteen1' | 'canteen2', number, number, number, string | null]> = [
  [4, 'fresh', 'canteen1', 4, 4, 5, '蔬菜新鲜，偶有迟到'],
  [3, 'fresh', 'canteen1', 5, 4, 4, null],
  [2, 'fresh', 'canteen1', 5, 5, 4, '配送准时'],
  [3, 'fresh', 'canteen2', 4, 3, 4, '两次缺货'],
  [2, 'fresh', 'canteen2', 4, 4, 4, null],
  [4, 'grain', 'canteen1', 3, 4, 3, null],
  [3, 'grain', 'canteen1', 4, 4, 3, '包装完好'],
  [2, 'grain', 'canteen2', 4, 5, 4, '到货及时'],
];

export async function seedSupplierDirectory(context: SeedContext): Promise<void> {
  const { db, ids } = context;
  const [admin, grain, canteen, buyer] = await demoActors(db, 'admin', 'grain', 'canteen', 'buyer');
  await seedGrainContract(context, admin!, grain!);
  // the canteen user scores for 一食堂, procurement for 二食堂 (the canteen user's scope is its own canteen)
  for (const [back, supplier, canteenKey, quality, delivery, service, comment] of EVALUATIONS) {
    const who = canteenKey === 'canteen1' ? canteen! : buyer!;
    await createEvaluation(db, who, { supplierId: ids[`supplier:${supplier}`]!, restaurantId: ids[`restaurant:${canteenKey}`]!, period: monthsAgo(back), quality, delivery, service, comment }, origin(who));
  }
}
