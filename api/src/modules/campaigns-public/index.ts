/** What other modules (and the console, jobs and web layers) use of the campaigns-public module. */
export { cardColumns, type CardRow, toCard } from './cards';
export { campaignPage } from './page';
