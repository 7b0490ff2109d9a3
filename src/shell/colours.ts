/** WCAG relative luminance of a #rgb or #rrggbb colour. */
const luminance = (hex: string) => {
  const full = hex.length === 4 ? `#${[...hex.slice(1)].map((c) => c + c).join('')}` : hex;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/**
 * Black or white, whichever reads better on a colour that Beheer chose (a dossier label): the
 * one with the higher contrast ratio. Anything that is not a hex colour gets white.
 */
export const textOn = (background: string | null | undefined) => {
  if (!background || !/^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(background)) return '#fff';
  const l = luminance(background);
  return (1.05 / (l + 0.05) >= (l + 0.05) / 0.05 ? '#fff' : '#000');
};
