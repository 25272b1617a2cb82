/** The reserve page of a campaign (issue 16): where its reserve box lives before launch. */
export const reservePath = (slug: string) => `/reserve/${encodeURIComponent(slug)}`;
