import { Button, type ButtonProps, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { MouseEvent } from 'react';

type Props = ButtonProps & {
  /** The labels of what is still to be filled in or chosen, in the order the form asks for them. */
  missing: readonly string[];
};

const refuse = (event: MouseEvent) => event.preventDefault();

/**
 * The submit button of a form or dialog that can only go once its input is complete. While
 * anything is missing it looks and acts disabled, yet stays focusable (aria-disabled rather than
 * disabled, which would take it out of the tab order and silence it): on focus or hover it says
 * what is missing, and a screen reader reads the same as its description. `disabled` stays for
 * the other reason a button rests, a request under way.
 */
export const SubmitButton = ({ missing, onClick, disabled, sx, ...props }: Props) => {
  const translate = useTranslate();
  const incomplete = missing.length > 0 && !disabled;
  const hint = incomplete ? translate('app.forms.missing', { fields: missing.join(', ') }) : '';
  return (
    <Tooltip title={hint} describeChild>
      <Button
        {...props}
        disabled={disabled}
        aria-disabled={incomplete || undefined}
        disableRipple={incomplete || props.disableRipple}
        className={[props.className, incomplete ? 'Mui-disabled' : ''].filter(Boolean).join(' ') || undefined}
        // The disabled look from MUI's class, but the pointer still reaches the button for the hint.
        sx={[{ '&.Mui-disabled[aria-disabled="true"]': { pointerEvents: 'auto', cursor: 'not-allowed' } }, ...(Array.isArray(sx) ? sx : [sx])]}
        onClick={incomplete ? refuse : onClick}
      />
    </Tooltip>
  );
};
