/** Names left empty are not stored: the site falls back to English for them. */
export const dropEmptyNames = (data: Record<string, unknown>) => {
  const names = (data.names ?? {}) as Record<string, string>;
  return { ...data, names: Object.fromEntries(Object.entries(names).filter(([, name]) => name.trim() !== '')) };
};
