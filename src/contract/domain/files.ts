/**
 * What an uploaded file is for, which decides who may read it back: images (in templates, settings and
 * notices) and documents by any signed-in user; contract scans only by the user who uploaded them and
 * platform staff who manage contracts. A file attached to a service contract becomes a contract scan.
 * A brand image (the platform's logo, icon and login background) is public: the login page shows it
 * before anyone signs in; only images, and only uploaded by someone who may edit the platform settings.
 * A payment proof of the pay steps is read only by the supplier who uploaded it and platform staff.
 */
export const FILE_PURPOSES = ['image', 'document', 'contract', 'brand', 'payment'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];

/** How long a signed link to a stored file stays valid. */
export const FILE_LINK_TTL_S = 10 * 60;
