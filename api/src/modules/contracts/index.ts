/** Investment contracts: rendered from the signed record, previewed, downloaded, or uploaded by the owner. */
export { signInvestmentContract } from './service';
export { CONTRACT_FONT_NAMES, CONTRACT_FONTS } from './fonts';
