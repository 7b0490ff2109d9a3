import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useEffect, useMemo, useState } from 'react';
import type { MailDetail } from '../../dataProvider/mail';
import { useAppDataProvider } from '../../dataProvider/useAppDataProvider';
import { cleanMailHtml } from './mailHtml';

/** The inline images (cid:) of a message as blob URLs: an <img> cannot send the bearer token. */
function useInlineImages(mail: MailDetail) {
  const dataProvider = useAppDataProvider();
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(new Map());
  useEffect(() => {
    const inline = mail.bijlagen.filter((b) => b.inline && b.contentId);
    if (!inline.length) return;
    let live = true;
    const made: string[] = [];
    void Promise.all(inline.map(async (b) => [b.contentId!, URL.createObjectURL(await dataProvider.getMailAttachment(b.id))] as const)).then((pairs) => {
      made.push(...pairs.map(([, url]) => url));
      if (live) setUrls(new Map(pairs));
    });
    return () => {
      live = false;
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, [mail, dataProvider]);
  return urls;
}

/**
 * A message's body: its HTML cleaned by DOMPurify (mailHtml.ts), remote images left out until the
 * reader asks for them; a message without HTML as its text.
 */
export const MailBody = ({ mail }: { mail: MailDetail }) => {
  const translate = useTranslate();
  const [remoteImages, setRemoteImages] = useState(false);
  const inline = useInlineImages(mail);
  const clean = useMemo(() => (mail.html ? cleanMailHtml(mail.html, { remoteImages, inline }) : null), [mail.html, remoteImages, inline]);
  if (!clean) {
    return (
      <Typography component="div" variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="mail-body">
        {mail.tekst}
      </Typography>
    );
  }
  return (
    <>
      {clean.blocked > 0 && (
        <Alert
          severity="info"
          sx={{ mb: 1 }}
          action={
            <Button size="small" onClick={() => setRemoteImages(true)} data-testid="mail-show-images">
              {translate('app.mail.reader.showImages')}
            </Button>
          }
        >
          {translate('app.mail.reader.imagesBlocked')}
        </Alert>
      )}
      <Box
        data-testid="mail-body"
        sx={{ overflowWrap: 'anywhere', fontSize: 14, '& img': { maxWidth: '100%', height: 'auto' }, '& table': { maxWidth: '100%' }, '& p': { my: 1 } }}
        dangerouslySetInnerHTML={{ __html: clean.html }}
      />
    </>
  );
};
