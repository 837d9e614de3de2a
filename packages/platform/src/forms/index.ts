// @fairway/platform/forms: form fields on react-final-form (kept out of the platform's main entry).
export { TextField, type TextFieldProps } from './text-field';
