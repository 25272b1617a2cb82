/**
 * The i18n keys of a staff action's button and dialog, by the console's convention:
 * console.<group>.<action> (button), …Title, …Text (dialog) and …Done (snackbar).
 */
export const actionTexts = (group: string, action: string) => ({
  label: `console.${group}.${action}`,
  title: `console.${group}.${action}Title`,
  description: `console.${group}.${action}Text`,
  success: `console.${group}.${action}Done`,
});
