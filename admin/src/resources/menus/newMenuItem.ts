/** A new item carries every key of the schema, so hidden fields (by link type) are null, not missing. */
export const newMenuItem = (sortOrder: number) => ({
  linkType: 'custom',
  title: '',
  customUrl: null,
  urlTarget: '_self',
  contentPageSlug: null,
  socialIcon: null,
  sortOrder,
  active: true,
});
