/**
 * What an uploaded file is for, which decides who may read it back: images (in templates, settings and
 * notices) and documents by any signed-in user; contract scans only by the user who uploaded them and
 * platform staff who manage contracts. A file attached to a service contract becomes a contract scan.
 */
export const FILE_PURPOSES = ['image', 'document', 'contract'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** How long a signed link to a stored file stays valid. */
export const FILE_LINK_TTL_S = 10 * 60;
