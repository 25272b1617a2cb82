/** The demo's money, posted through the same fulfilment paths as real payments. */
export { seedDemo, seedDemoMoney } from './seed-money';
