import { Button, type ButtonVariant } from './Button';

export interface FormButtonsProps {
  /** What the submit button says. */
  submit: string;
  /** What it says while the form's call is on its way ('Saving...'). */
  pendingText: string;
  pending: boolean;
  onCancel: () => void;
  /** The other button's word. Default 'Cancel'. */
  cancel?: string;
  variant?: ButtonVariant;
  /** The submit button is off for another reason too (a field still empty). */
  disabled?: boolean;
}

/**
 * A form's two buttons, for its own button row: leave, and submit. While the call is on its way both are off and the
 * submit button says so, so a form is neither sent twice nor left half-done.
 */
export function FormButtons({
  submit,
  pendingText,
  pending,
  onCancel,
  cancel = 'Cancel',
  variant,
  disabled = false,
}: FormButtonsProps) {
  return (
    <>
      <Button variant="secondary" onClick={onCancel} disabled={pending}>
        {cancel}
      </Button>
      <Button type="submit" variant={variant} disabled={disabled || pending}>
        {pending ? pendingText : submit}
      </Button>
    </>
  );
}
