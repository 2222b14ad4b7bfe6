export { DomainDialog as EmailDialog } from '../domains/DomainDialog';
