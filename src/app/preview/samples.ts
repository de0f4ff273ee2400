/** The sample templates shipped in public/templates, listed by templates/index.json. */

export interface SampleEntry {
  id: string;
  name: string;
  /** File names relative to templates/. */
  template: string;
  data?: string;
}

export interface Sample {
  entry: SampleEntry;
  template: unknown;
  data: unknown;
  /** URL the template's relative image paths resolve against. */
  baseUrl: string;
}

const templatesUrl = (): URL => new URL(`${import.meta.env.BASE_URL}templates/`, window.location.href);

async function getJson(url: URL): Promise<unknown> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url.pathname}: HTTP ${response.status}`);
  try {
    return await response.json();
  } catch {
    throw new Error(`${url.pathname}: not valid JSON`);
  }
}

export async function listSamples(): Promise<SampleEntry[]> {
  const manifest = (await getJson(new URL('index.json', templatesUrl()))) as { templates?: SampleEntry[] };
  return manifest.templates ?? [];
}

export async function loadSample(entry: SampleEntry): Promise<Sample> {
  const base = templatesUrl();
  const [template, data] = await Promise.all([
    getJson(new URL(entry.template, base)),
    entry.data ? getJson(new URL(entry.data, base)) : Promise.resolve({}),
  ]);
  return { entry, template, data, baseUrl: base.href };
}
