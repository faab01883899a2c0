/**
 * @hearth/ui — the design system shared (as a Module Federation singleton) by the shell and the
 * remotes. Wrap the app in `<ThemeProvider theme={theme}>` + `<GlobalStyle />`.
 */
export { theme, media, type HearthTheme } from './theme';
export { GlobalStyle } from './GlobalStyle';
export { useMediaQuery, useIsMobile } from './hooks';
export { Button, IconButton, buttonStyles, type ButtonVariant } from './components/Button';
export { Card } from './components/Card';
export { TextField, type TextFieldProps } from './components/TextField';
export { Modal, type ModalProps } from './components/Modal';
export { Drawer, type DrawerProps } from './components/Drawer';
export { ToastProvider, useToast, type ToastTone } from './components/Toast';
export { Spinner } from './components/Spinner';
export { EmptyState, type EmptyStateProps } from './components/EmptyState';
export { ErrorBanner } from './components/ErrorBanner';
export { ErrorBoundary, type ErrorBoundaryProps } from './components/ErrorBoundary';
export * from './icons';
export {
  ImageUpload,
  type ImageUploadProps,
  type ImageUploadTexts,
  type UploadedImage,
} from './components/ImageUpload';
export { TagInput, truncateTag, type TagInputProps } from './components/TagInput';
export { Stepper, type StepperProps } from './components/Stepper';
export {
  QuantityStepper,
  clampQuantity,
  type QuantityStepperProps,
} from './components/QuantityStepper';
export { StarRating, type StarRatingProps } from './components/StarRating';
export { RestaurantCard, type RestaurantCardProps } from './components/RestaurantCard';
export { BannerImage } from './components/BannerImage';
export { offerAmountText, offerRibbonText, type OfferAmount } from './components/offer-text';
export { DishCard, formatPrice, type DishCardProps } from './components/DishCard';
export { SpiceLevel, SpiceIcons } from './components/SpiceLevel';
export { downloadBase64File, downloadBlob, downloadTextFile } from './download';
