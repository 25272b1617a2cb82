/** The profile page's own page parameters for its lists (followers and following have theirs). */
export const PROFILE_PARAMS = { campaigns: 'campaignsPage', investments: 'investmentsPage' } as const;
