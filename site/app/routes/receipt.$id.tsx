/** /receipt/{id}: the spec's other name for an investment's receipt. */
export { default, loader, meta } from './payment-receipt.$id';
