/** The console's payment-gateway settings: which routes are on, and the adapters they stand for. */
export { paymentRoutes, stripeKeys, type CheckoutProvider, type PaymentRoutes } from './adapters';
export { gatewayRecord, isProvider, updateGateway, type GatewayRecord } from './console';
export { assertRouteOn, enabledGateways, gatewayRow, gatewayRows, routeOff, type GatewayRow } from './settings';
