/**
 * GET /supplier/serviceContract/exportContractTemplate/:id: the contract as a PDF the supplier prints,
 * stamps and uploads back, laid out and painted by the print engine.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { contentDisposition } from '../../http/download.ts';
import { configValue } from '../../db/config.ts';
import type { ContractAccess } from './access.ts';
import { contractData, contractTemplate, type ContractFacts } from './contractDocument.ts';

/** China Standard Time: the dates in the document are the platform's, whatever the server's zone. */
const CHINA_OFFSET_MINUTES = 480;

/** The contract PDF's bytes, made in a render process. The template has no user code. */
export async function renderContractPdf(app: FastifyInstance, facts: ContractFacts, now: Date = new Date()): Promise<Buffer> {
  const { pdf } = await app.renders.render({
    template: contractTemplate(facts.title),
    data: contractData(facts),
    title: facts.title,
    author: facts.platformName,
    now: now.getTime(),
    timezoneOffset: CHINA_OFFSET_MINUTES,
    maxPages: 50,
    userCode: false,
  });
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/** Answer the caller's contract as a PDF download named after the title and the supplier. */
export async function exportContractPdf(app: FastifyInstance, access: ContractAccess, reply: FastifyReply): Promise<FastifyReply> {
  const { contract, supplier } = access;
  const title = (await configValue(app.db, 'SYS_CONFIG_CONTRACT_TITLE')) || '平台技术服务合同';
  const platformName = (await configValue(app.db, 'SYS_CONFIG_PLATFORM_NAME')) || '食材供应服务平台';
  const pdf = await renderContractPdf(app, {
    id: contract.id,
    title,
    platformName,
    supplierName: supplier.name,
    beginDate: contract.beginDate,
    endDate: contract.endDate,
    annualTrade: contract.annualTrade === null ? null : Number(contract.annualTrade),
  });
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition('attachment', `${title}-${supplier.name}.pdf`))
    .header('cache-control', 'no-store')
    .send(pdf);
}
