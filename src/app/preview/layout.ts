/** The app's one layout worker client, started on first use. */
import { LayoutClient } from '../../../workers/layoutClient.ts';

let client: LayoutClient | undefined;

export const layoutClient = (): LayoutClient => (client ??= LayoutClient.create());
