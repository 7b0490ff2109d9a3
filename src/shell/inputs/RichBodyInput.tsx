import type { ReactNode } from 'react';
import { ClearButtons, FormatButtons, LinkButtons, ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar } from 'ra-input-rich-text';
import { HeadingLevelSelect } from './HeadingLevelSelect';

/**
 * A rich-text body (tiptap; import it only from lazily loaded screens so tiptap stays out of the
 * initial bundle). Only what the server's sanitizer keeps is offered: headings, emphasis, lists,
 * links and quotes; no images or colours. `children` adds buttons to the toolbar; `headings={false}`
 * leaves out the heading levels (an e-mail has no use for them).
 */
export const RichBodyInput = ({ source, testId, label, headings = true, children }: { source: string; testId: string; label?: string; headings?: boolean; children?: ReactNode }) => (
  <RichTextInput
    source={source}
    label={label}
    isRequired
    fullWidth
    data-testid={testId}
    toolbar={
      <RichTextInputToolbar>
        {headings && <HeadingLevelSelect />}
        <FormatButtons />
        <ListButtons />
        <LinkButtons />
        <QuoteButtons />
        <ClearButtons />
        {children}
      </RichTextInputToolbar>
    }
  />
);
