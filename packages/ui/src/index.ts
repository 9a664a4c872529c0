export { cn } from './class-names.js';
export { Button, buttonVariants, type ButtonProps } from './components/button.js';
export {
  CodeInput,
  FieldError,
  Input,
  Label,
  NumberInput,
  Textarea,
  type NumberKind,
} from './components/form-controls.js';
export {
  FormField,
  RequiredMark,
  type FieldControlProps,
  type FormFieldProps,
} from './components/form-field.js';
export {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from './components/select.js';
export { SelectChevron, selectTriggerClassName } from './components/select-trigger-look.js';
export {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from './components/card.js';
export {
  ConfirmDialog,
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  SheetContent,
  TitledDialog,
  type ConfirmDialogProps,
  type DialogContentProps,
  type TitledDialogProps,
} from './components/dialog.js';
export { Badge, badgeVariants, type BadgeTone } from './components/badge.js';
export {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  Toaster,
  useToast,
  type ToasterProps,
} from './components/toast.js';
export {
  dismissToast,
  toast,
  type ToastInput,
  type ToastVariant,
} from './components/toast-store.js';
export { Skeleton, Spinner } from './components/loading.js';
export { EmptyState, type EmptyStateProps } from './components/empty-state.js';
export { IconBadge, type IconBadgeProps } from './components/icon-badge.js';
export { SegmentedControl, type SegmentedControlProps } from './components/segmented-control.js';
