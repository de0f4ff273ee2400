/**
 * What the host application supplies to the setting panel: the image chooser (the back
 * office uploads through /sys/common/upload) and an optional font list. Module state, set
 * once at start-up, like hiprint's global configuration.
 */

/** Asks the user for an image; resolves to its URL, or undefined when cancelled. */
export type ImageChooser = () => Promise<string | undefined>;

let imageChooser: ImageChooser | undefined;
let fontList: readonly { title: string; value: string }[] | undefined;

/** Install the host's image chooser (the panel's choose button calls it). */
export function setImageChooser(fn: ImageChooser | undefined): void {
  imageChooser = fn;
}

export function getImageChooser(): ImageChooser | undefined {
  return imageChooser;
}

/** Configure the fonts offered instead of SimSun and Microsoft YaHei (the shipped font is always added). */
export function setFontList(fonts: readonly { title: string; value: string }[] | undefined): void {
  fontList = fonts;
}

export function getFontList(): readonly { title: string; value: string }[] | undefined {
  return fontList;
}
