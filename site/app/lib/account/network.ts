export type NetworkType = 'followers' | 'following';

/** The query parameters that page each network list of a profile (?followersPage=2). */
export const NETWORK_PARAM: Record<NetworkType, string> = { followers: 'followersPage', following: 'followingPage' };
