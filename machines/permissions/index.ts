
export { decodeAdminEvent, type AdminEvent } from './codec.ts';
