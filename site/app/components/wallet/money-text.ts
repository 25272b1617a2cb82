/** The wallet's name for the site's one amount text (components/money). */
export { moneyText } from '../money/money-text';
