/** Spec 000 §2: above 1299 px the panel sits at the window width minus 263 px, otherwise at 0. */
export const PANEL_WIDTH = 255;
export const panelLeft = (windowWidth: number) => (windowWidth > 1299 ? windowWidth - 263 : 0);
