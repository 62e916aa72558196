/** The eight web fonts a partner form may use (spec §9: "8 font choices"). */
export const FORM_FONT_FAMILIES = [
  'Inter',
  'Roboto',
  'Open Sans',
  'Lato',
  'Montserrat',
  'Poppins',
  'Source Sans 3',
  'Merriweather',
] as const;

export type FormFontFamily = (typeof FORM_FONT_FAMILIES)[number];
