/**
 * What tests use of this package (docs/architecture.md, The parts): local stand-ins that speak each outside
 * service's protocol, so the real adapters are tested without reaching the service.
 */
export * from './httpStandIn';
export * from './smtpListener';
export * from './stripeStandIn';
export * from './twilioStandIn';
