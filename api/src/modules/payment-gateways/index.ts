/** The console's gateway settings: which routes are on, and the adapters they stand for. */
export {
  currencyNotSupported,
  paymentRoutes,
  routeMode,
  stripeKeys,
  type CheckoutProvider,
  type DebitRequest,
  type DebitResult,
  type DebitRoute,
  type PaymentRoutes,
  type ProviderKeys,
  type RouteMode,
} from './adapters';
export { gatewayRecord, isProvider, updateGateway, type GatewayRecord } from './console';
export { assertRouteOn, enabledGateways, gatewayRow, gatewayRows, routeOff, type GatewayRow } from './settings';
