export { ModalDialog as EmailDialog } from '../widgets/ModalDialog';
