export { DEFAULT_BASE_URL } from '../../../shared/service-address';
