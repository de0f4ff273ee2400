/** Image sources and bytes: what hosts load before layout, and the sizes layout reads. */
export { dataUrlBytes, dataUrlImageSize, decodeBase64, imageSizeFromBytes } from './bytes.ts';
export { collectImageSources, looksLikeImageSource } from './sources.ts';
